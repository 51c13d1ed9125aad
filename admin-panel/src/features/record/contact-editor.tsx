import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@dds/shared/toast';
import { useRetriedAction } from '../auth';
import { useServerAnswerElement, useRefusal } from '../../ui/server-answer';
import { Button, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FieldError } from '../../ui/field-error';
import { contactFieldError, contactFieldValue } from './contact-schemas';
import { FieldList } from './field-value';
import type { RecordItem } from './record-api';
import type { ResourceDefinition } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { recordText } from './record-text';

interface Props {
  def: ResourceDefinition;
  item: RecordItem;
  /** "inquiry from Asha Verma", for the accessible names. */
  subject: string;
  save: (patch: Record<string, unknown>) => Promise<void>;
}

const inputType = (kind: string) => (kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text');

/**
 * Name, email and phone as sent, with "Edit contact details" to correct a typo. Each field is held
 * to the rule of the public form (same zod schema as at submission); the problem shows under the
 * field, and focus goes to the first one, so a clerk sees at once what to fix.
 */
export function ContactEditor({ def, item, subject, save }: Props) {
  const fields = def.fields.filter((f) => def.editableContactFields.includes(f.key));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked so.
  const serverAnswer = useServerAnswerElement();
  const form = useRef<HTMLFormElement>(null);
  const t = useAdminText(recordText);
  const refusal = useRefusal(t);
  const {
    busy: saving,
    error: formError,
    setError: setFormError,
    run,
  } = useRetriedAction((failure) => refusal('contact.notSaved', failure));

  function start() {
    setDraft(Object.fromEntries(fields.map((f) => [f.key, String(item[f.key] ?? '')])));
    setErrors({});
    setFormError(null);
    setEditing(true);
  }

  const send = (patch: Record<string, unknown>) =>
    run(async () => {
      await save(patch);
      setEditing(false);
      toast.success(t('contact.saved'));
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(
      fields.map((f) => [f.key, contactFieldError(def.name, f.key, draft[f.key] ?? '')]),
    );
    setErrors(found);
    const firstBad = fields.find((f) => found[f.key]);
    if (firstBad) {
      form.current?.querySelector<HTMLInputElement>(`[name="${firstBad.key}"]`)?.focus();
      return;
    }
    const patch: Record<string, unknown> = {};
    for (const f of fields) {
      const value = contactFieldValue(def.name, f.key, draft[f.key] ?? '');
      if (value !== item[f.key]) patch[f.key] = value;
    }
    if (Object.keys(patch).length === 0) return setEditing(false);
    void send(patch);
  }

  if (!editing) {
    return (
      <div css={{ display: 'grid', gap: 12 }}>
        <FieldList fields={fields} item={item} />
        {fields.length > 0 && (
          <Button
            type="button"
            onClick={start}
            css={{ justifySelf: 'start' }}
            aria-label={t('contact.editOf', { subject })}
          >
            {t('contact.edit')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t('contact.formOf', { subject })}
      css={{ display: 'grid', gap: 12 }}
    >
      {fields.map((f) => (
        // The shared schema's problem ("Phone must be exactly 10 digits") in the admin's language.
        <Field key={f.key} label={f.label} error={errors[f.key] ? serverAnswer(errors[f.key]) : null}>
          <Input
            name={f.key}
            type={inputType(f.kind)}
            autoComplete="off"
            value={draft[f.key] ?? ''}
            onChange={(e) => {
              setDraft((d) => ({ ...d, [f.key]: e.target.value }));
              // A fixed field stops showing its old problem at once; new problems wait for Save.
              if (errors[f.key] && !contactFieldError(def.name, f.key, e.target.value))
                setErrors((x) => ({ ...x, [f.key]: null }));
            }}
          />
        </Field>
      ))}
      <FieldError>{formError}</FieldError>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('contact.saving') : t('contact.save')}
        </Button>
        <Button type="button" disabled={saving} onClick={() => setEditing(false)}>
          {t('contact.cancel')}
        </Button>
      </div>
    </form>
  );
}
