import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { Select } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import { capitalise, formatDateTime } from '../../ui/format';
import { colors } from '../../ui/theme';

interface Props<S extends string> {
  value: S;
  options: readonly S[];
  /** Accessible name, e.g. "Change status of inquiry from Asha Verma". */
  label: string;
  changedAt: string | null;
  onChange: (status: S) => Promise<void>;
}

/** A status picker that saves at once; on failure it shows the old value again and says why. */
export function StatusControl<S extends string>({ value, options, label, changedAt, onChange }: Props<S>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitForLogin = useRetryAfterLogin();

  async function change(next: S) {
    setSaving(true);
    setError(null);
    try {
      await onChange(next);
      toast.success(`Status changed to ${capitalise(next)}`);
    } catch (failure) {
      // An ended session: changed again by itself once the admin has logged in.
      setError(waitForLogin(failure, () => void change(next)) ? WAITING_FOR_LOGIN : `Not saved: ${(failure as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 4, minWidth: 140 }}>
      <Select aria-label={label} value={value} disabled={saving} onChange={(e) => void change(e.target.value as S)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {capitalise(o)}
          </option>
        ))}
      </Select>
      <span css={{ fontSize: 12, color: colors.muted }}>{saving ? 'Saving…' : changedAt ? `Changed ${formatDateTime(changedAt)}` : 'Not changed yet'}</span>
      <FieldError>{error}</FieldError>
    </div>
  );
}
