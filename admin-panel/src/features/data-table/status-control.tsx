import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { toast } from '@dds/shared/toast';
import { Select } from '../../ui/controls';
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

  async function change(next: S) {
    setSaving(true);
    setError(null);
    try {
      await onChange(next);
      toast.success(`Status changed to ${capitalise(next)}`);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.isUnauthorized ? 'Not saved: log in again, then retry.' : `Not saved: ${(failure as Error).message}`);
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
      {error && (
        <span role="alert" css={{ fontSize: 13, color: colors.danger }}>
          {error}
        </span>
      )}
    </div>
  );
}
