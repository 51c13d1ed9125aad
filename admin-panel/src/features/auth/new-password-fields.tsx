import { Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import type { OnValue } from './auth-form';

/**
 * A new password typed twice, as the first-run and the reset forms ask for it (the server's
 * password rules: 8 to 128 characters). `labels`: what each form calls the two fields.
 */
export function NewPasswordFields(props: {
  /** The first field's hint in the screen's language (English by default: the first-run form). */
  hint?: string;
  labels: [password: string, repeat: string];
  password: string;
  repeat: string;
  onPassword: OnValue;
  onRepeat: OnValue;
}) {
  return (
    <>
      <Field
        label={props.labels[0]}
        hint={props.hint ?? '8 to 128 characters. A few unrelated words are easy to remember and hard to guess.'}
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={props.password}
          onChange={props.onPassword}
        />
      </Field>
      <Field label={props.labels[1]}>
        <Input
          type="password"
          name="repeat"
          autoComplete="new-password"
          required
          value={props.repeat}
          onChange={props.onRepeat}
        />
      </Field>
    </>
  );
}
