import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { Button, Notice } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import type { RecordItem, TrashAction } from './record-api';
import type { ResourceDefinition } from '@dds/shared/resources';

const DONE: Record<TrashAction, string> = {
  delete: 'moved to the Trash',
  spam: 'marked as spam and moved to the Trash',
  restore: 'restored',
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitForLogin = useRetryAfterLogin();
  if (!def.softDelete) return null;

  async function run(action: TrashAction) {
    setBusy(true);
    setError(null);
    try {
      await act(action);
      toast.success(`${def.singular} ${DONE[action]}`);
    } catch (failure) {
      setError(
        waitForLogin(failure, () => void run(action)) ? WAITING_FOR_LOGIN : `Not done: ${(failure as Error).message}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {item.deletedAt ? (
        <Notice tone="warn" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <span>
            This {def.singular.toLowerCase()} is in the Trash{item.deletedReason === 'spam' ? ' (marked as spam)' : ''}.
          </span>
          <Button type="button" disabled={busy} onClick={() => void run('restore')}>
            Restore
          </Button>
        </Notice>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="button" disabled={busy} onClick={() => void run('spam')}>
            Mark as spam
          </Button>
          <Button type="button" variant="danger" disabled={busy} onClick={() => void run('delete')}>
            Delete
          </Button>
        </div>
      )}
      <FieldError>{error}</FieldError>
    </div>
  );
}
