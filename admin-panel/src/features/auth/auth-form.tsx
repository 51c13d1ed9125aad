import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button, Input, Notice } from '../../ui/controls';
import { Field } from '../../ui/field';

/** A field's change handler, as the forms' `set(key)` helpers make them. */
export type OnValue = (e: { target: { value: string } }) => void;

/**
 * The frame of the forms shown before anyone is signed in (login, forgotten and new password,
 * first run): their fields, the refusal under them (an alert, read out at once), the submit button
 * that says it is working, and what comes after it (a link or a second button).
 */
export function AuthForm(props: {
  onSubmit: (event: FormEvent) => void;
  /** What `useSending` says: whether the server is answering, the refusal to show. */
  sending: { busy: boolean; error: ReactNode };
  submit: string;
  /** The submit button's words while the server answers. */
  submitting: string;
  /** Off for another reason than sending (the server cannot send e-mail). */
  disabled?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { busy, error } = props.sending;
  return (
    <form onSubmit={props.onSubmit} css={{ display: 'grid', gap: 14 }} aria-busy={busy}>
      {props.children}
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="submit" variant="primary" disabled={busy || props.disabled}>
        {busy ? props.submitting : props.submit}
      </Button>
      {props.after}
    </form>
  );
}

/** The admin's e-mail, as every one of these forms asks for it (the password manager's username). */
export function EmailField(props: {
  label: string;
  value: string;
  onChange: OnValue;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={props.label}>
      <Input
        ref={props.inputRef}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={props.value}
        onChange={props.onChange}
      />
    </Field>
  );
}

/**
 * A form's sending: `busy` while the server answers, then the refusal in words. After a success the
 * form stays busy: the screen moves on (signed in, the reset done, the "link sent" answer).
 * `initialError`: a refusal already on screen when the form appears (the server's login page's).
 */
export function useSending(initialError: string | null = null) {
  // An element, not only a string: the server's English on a Hindi screen is marked lang="en" (decision 005).
  const [error, setError] = useState<ReactNode>(initialError);
  const [busy, setBusy] = useState(false);
  async function send(request: () => Promise<void>, refusal: (failure: unknown) => ReactNode) {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      setError(refusal(failure));
      setBusy(false);
    }
  }
  return { error, setError, busy, send };
}
