import { toast } from '@dds/shared/toast';
import { useRetriedAction } from '../auth';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { Select } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import { listText } from './list-text';
import { toastWithUndo } from './undo-toast';

interface Props {
  value: string;
  options: readonly string[];
  labels: Record<string, string>;
  /** Accessible name, e.g. "Status of inquiry from Asha Verma". */
  label: string;
  save: (status: string) => Promise<void>;
}

/**
 * A row's status, changed in place. It saves at once and offers Undo in the toast (a mistaken
 * "Rejected" is one click away from being put back); on failure the old value shows again with why.
 */
export function StatusCell({ value, options, labels, label, save }: Props) {
  const t = useAdminText(listText);
  const refusal = useRefusal(t);
  const { busy: saving, error, run } = useRetriedAction((failure) => refusal('status.notSaved', failure));
  const name = (s: string) => labels[s] ?? s;

  function change(next: string, before: string, undo = false): Promise<void> {
    return run(async () => {
      await save(next);
      if (undo) toast.success(t('status.putBack', { status: name(next) }));
      else toastWithUndo(t('status.changed', { status: name(next) }), () => void change(before, next, true));
    });
  }

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <Select
        aria-label={label}
        value={value}
        disabled={saving}
        onChange={(e) => void change(e.target.value, value)}
        css={{ width: 'auto', minWidth: 120, paddingBlock: 4 }}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </Select>
      <FieldError css={{ maxWidth: 220 }}>{error}</FieldError>
    </div>
  );
}
