import { useEffect, useRef, useState } from 'react';
import { toast } from '@dds/shared/toast';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { Button, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FieldError } from '../../ui/field-error';
import { colors } from '../../ui/theme';
import { formatWhen } from '../../ui/format';
import type { ResourceDefinition } from '@dds/shared/resources';

interface Props {
  def: ResourceDefinition;
  value: string;
  changedAt: string | null;
  save: (status: string) => Promise<void>;
}

export const statusWords = (def: ResourceDefinition, status: string) =>
  def.statusLabels?.[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/**
 * The record's status, saved as soon as it is picked (with a toast). A status that is hard on the
 * applicant (Rejected) asks first, so a slip of the finger on a phone does not send it.
 */
export function RecordStatus({ def, value, changedAt, save }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitForLogin = useRetryAfterLogin();
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pending) confirmButton.current?.focus();
  }, [pending]);

  async function change(next: string) {
    setPending(null);
    setSaving(true);
    setError(null);
    try {
      await save(next);
      toast.success(`Status changed to ${statusWords(def, next)}`);
    } catch (failure) {
      setError(
        waitForLogin(failure, () => void change(next)) ? WAITING_FOR_LOGIN : `Not saved: ${(failure as Error).message}`,
      );
    } finally {
      setSaving(false);
    }
  }

  function pick(next: string) {
    if (next === value) return;
    if (def.confirmStatuses?.includes(next)) setPending(next);
    else void change(next);
  }

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Field
        label="Change status"
        hint={saving ? 'Saving…' : changedAt ? `Changed ${formatWhen(changedAt)}` : 'Not changed yet'}
      >
        <Select
          value={pending ?? value}
          disabled={saving}
          onChange={(e) => pick(e.target.value)}
          css={{ maxWidth: 260 }}
        >
          {(def.statuses ?? []).map((s) => (
            <option key={s} value={s}>
              {statusWords(def, s)}
            </option>
          ))}
        </Select>
      </Field>
      {pending && (
        <div
          role="group"
          aria-label="Confirm the status"
          // Escape keeps the status as it was, like closing a dialog.
          onKeyDown={(e) => e.key === 'Escape' && setPending(null)}
          css={{
            display: 'grid',
            gap: 8,
            padding: 12,
            borderRadius: 8,
            background: colors.warnBg,
            color: colors.warnText,
          }}
        >
          <span>
            Mark this {def.singular.toLowerCase()} <strong>{statusWords(def, pending)}</strong>?
          </span>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button ref={confirmButton} type="button" variant="danger" onClick={() => void change(pending)}>
              Yes, mark {statusWords(def, pending)}
            </Button>
            <Button type="button" onClick={() => setPending(null)}>
              Keep {statusWords(def, value)}
            </Button>
          </div>
        </div>
      )}
      <FieldError>{error}</FieldError>
    </div>
  );
}
