import { useEffect, useRef, useState } from 'react';
import { toast } from '@dds/shared/toast';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { Button } from '../../ui/controls';
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
export function EmptyTrash({ resource, shown, onEmptied }: { resource: ResourceDefinition; shown?: number; onEmptied: () => void }) {
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
  function close() {
    setCount(null);
    opener.current?.focus();
  }
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
      {count !== null && <EmptyTrashDialog resource={resource} count={count} shown={shown} busy={busy} error={error} onCancel={close} onConfirm={() => void confirm()} />}
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
  onCancel: () => void;
  onConfirm: () => void;
}

function EmptyTrashDialog({ resource, count, shown, busy, error, onCancel, onConfirm }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const what = countOf(resource, count);
  // "all 12 inquiries", "the 1 inquiry": the whole Trash, whatever the screen shows.
  const all = `${count === 1 ? 'the' : 'all'} ${what}`;
  const narrowed = shown !== undefined && shown < count;

  // A modal: Escape cancels, and Tab cycles between the dialog's own buttons.
  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const [first, last] = [buttons[0], buttons.at(-1)];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 800, display: 'grid', placeItems: 'center', padding: 16, background: 'rgba(17, 24, 39, 0.55)' }}>
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="empty-trash-title"
        aria-describedby="empty-trash-text"
        onKeyDown={onKeyDown}
        css={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', background: '#fff', borderRadius: 12, padding: 24, display: 'grid', gap: 12 }}
      >
        <h2 id="empty-trash-title" css={{ margin: 0, fontSize: 20 }}>
          {count === 0 ? 'The Trash is empty' : `Delete ${all} in the Trash for good?`}
        </h2>
        <p id="empty-trash-text" css={{ margin: 0, color: colors.text, fontSize: 15 }}>
          {count === 0
            ? `There are no ${resource.plural.toLowerCase()} in the Trash.`
            : `${narrowed ? `Your search shows ${countOf(resource, shown)}, but Empty Trash deletes every one in the Trash. ` : ''}The ${what} in the Trash${resource.name === 'donations' ? ', with their payment screenshots,' : ''} will be deleted permanently. This cannot be undone.`}
        </p>
        {error && (
          <p role="alert" css={{ margin: 0, fontSize: 14, color: colors.danger }}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button ref={cancel} type="button" onClick={onCancel}>
            {count === 0 ? 'Close' : 'Cancel'}
          </Button>
          {count > 0 && (
            <Button type="button" variant="primary" disabled={busy} onClick={onConfirm}>
              {busy ? 'Deleting…' : `Delete ${all}`}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
