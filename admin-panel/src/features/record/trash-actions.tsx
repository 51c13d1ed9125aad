import { toast } from '@dds/shared/toast';
import { useRetriedAction } from '../auth';
import { useRefusal } from '../../ui/server-answer';
import { Button, Notice } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import type { RecordItem, TrashAction } from './record-api';
import type { ResourceDefinition } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { recordText, type RecordTextId } from './record-text';

const DONE: Record<TrashAction, RecordTextId> = {
  delete: 'trash.moved',
  spam: 'trash.markedSpam',
  restore: 'trash.restored',
};

/**
 * Delete and Mark as spam move the record to the Trash (a soft delete: Restore brings it back, so
 * no question is asked first); a record in the Trash says so and offers Restore.
 */
export function TrashActions({
  def,
  item,
  act,
}: {
  def: ResourceDefinition;
  item: RecordItem;
  act: (action: TrashAction) => Promise<void>;
}) {
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked so.
  const t = useAdminText(recordText);
  const refusal = useRefusal(t);
  const { busy, error, run: runAction } = useRetriedAction((failure) => refusal('trash.notDone', failure));
  if (!def.softDelete) return null;
  const singular = def.singular.toLowerCase();

  const run = (action: TrashAction) =>
    runAction(async () => {
      await act(action);
      toast.success(t(DONE[action], { singular: def.singular }));
    });

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {item.deletedAt ? (
        <Notice tone="warn" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <span>{t(item.deletedReason === 'spam' ? 'trash.inTrashSpam' : 'trash.inTrash', { singular })}</span>
          <Button type="button" disabled={busy} onClick={() => void run('restore')}>
            {t('trash.restore')}
          </Button>
        </Notice>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="button" disabled={busy} onClick={() => void run('spam')}>
            {t('trash.spam')}
          </Button>
          <Button type="button" variant="danger" disabled={busy} onClick={() => void run('delete')}>
            {t('trash.delete')}
          </Button>
        </div>
      )}
      <FieldError>{error}</FieldError>
    </div>
  );
}
