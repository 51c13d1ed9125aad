import { useRef, useState, type RefObject } from 'react';
import { toast } from '@dds/shared/toast';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { Button } from '../../ui/controls';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { colors } from '../../ui/theme';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { countOf } from './bulk-actions';
import { emptyTrash, trashTotal } from './list-api';

/**
 * "Empty Trash": deletes every record in the list's Trash for good, with its files, after a dialog
 * that names how many (counted afresh when it opens). "Empty" means the whole Trash, as the button
 * says — also while the screen shows a search or filter of it: then the dialog says "all N" and
 * that this is more than the M shown, so nobody deletes the whole Trash thinking of the few rows on
 * screen (to delete only some, restore the rest first). There is no Undo: the first focus is on Cancel.
 */
export function EmptyTrash({
  resource,
  shown,
  onEmptied,
}: {
  resource: ResourceDefinition;
  shown?: number;
  onEmptied: () => void;
}) {
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const waitForLogin = useRetryAfterLogin();

  async function open() {
    setError(null);
    try {
      setCount(await trashTotal(resource.apiPath));
    } catch (failure) {
      const waiting = waitForLogin(failure, () => void open());
      toast.error(waiting ? WAITING_FOR_LOGIN : `Could not count the Trash: ${(failure as Error).message}`);
    }
  }
  // The dialog gives the keyboard back to the Empty Trash button (`opener`) as it closes.
  const close = () => setCount(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const purged = await emptyTrash(resource.apiPath);
      toast.success(`${countOf(resource, purged)} deleted for good`);
      close();
      onEmptied();
    } catch (failure) {
      const waiting = waitForLogin(failure, () => void confirm());
      setError(waiting ? WAITING_FOR_LOGIN : `Not done: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button ref={opener} type="button" variant="danger" onClick={() => void open()}>
        Empty Trash
      </Button>
      {count !== null && (
        <EmptyTrashDialog
          resource={resource}
          count={count}
          shown={shown}
          busy={busy}
          error={error}
          opener={opener}
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

interface DialogProps {
  resource: ResourceDefinition;
  count: number;
  /** How many the screen's search or filters show, when they narrow the Trash. */
  shown?: number;
  busy: boolean;
  error: string | null;
  opener: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
}

function EmptyTrashDialog({ resource, count, shown, busy, error, opener, onCancel, onConfirm }: DialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const what = countOf(resource, count);
  // "all 12 inquiries", "the 1 inquiry": the whole Trash, whatever the screen shows.
  const all = `${count === 1 ? 'the' : 'all'} ${what}`;
  const narrowed = shown !== undefined && shown < count;

  return (
    <ModalDialog
      alert
      title={count === 0 ? 'The Trash is empty' : `Delete ${all} in the Trash for good?`}
      description={
        count === 0
          ? `There are no ${resource.plural.toLowerCase()} in the Trash.`
          : `${narrowed ? `Your search shows ${countOf(resource, shown)}, but Empty Trash deletes every one in the Trash. ` : ''}The ${what} in the Trash${resource.name === 'donations' ? ', with their payment screenshots,' : ''} will be deleted permanently. This cannot be undone.`
      }
      onDismiss={onCancel}
      initialFocus={cancel}
      returnFocus={opener}
    >
      {error && (
        <p role="alert" css={{ margin: 0, fontSize: 14, color: colors.danger }}>
          {error}
        </p>
      )}
      <DialogActions>
        <Button ref={cancel} type="button" onClick={onCancel}>
          {count === 0 ? 'Close' : 'Cancel'}
        </Button>
        {count > 0 && (
          <Button type="button" variant="primary" disabled={busy} onClick={onConfirm}>
            {busy ? 'Deleting…' : `Delete ${all}`}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
