import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { toast } from '@dds/shared/toast';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { Button } from '../../ui/controls';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { colors } from '../../ui/theme';
import { useRetryAfterLogin, useWaitingForLogin } from '../auth';
import { useRefusal, useRefusalWords } from '../../ui/server-answer';
import { countOf } from './bulk-actions';
import { emptyTrash, trashTotal } from './list-api';
import { useAdminText } from '../../i18n/admin-text';
import { bulkText } from './bulk-text';
import { useResourceInLanguage } from './resource-text';

/**
 * "Empty Trash": deletes every record in the list's Trash for good, with its files, after a dialog
 * that names how many (counted afresh when it opens). "Empty" means the whole Trash, as the button
 * says — also while the screen shows a search or filter of it: then the dialog says "all N" and
 * that this is more than the M shown, so nobody deletes the whole Trash thinking of the few rows on
 * screen (to delete only some, restore the rest first). There is no Undo: the first focus is on Cancel.
 */
export function EmptyTrash({
  resource: definition,
  shown,
  onEmptied,
}: {
  resource: ResourceDefinition;
  shown?: number;
  onEmptied: () => void;
}) {
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const waitForLogin = useRetryAfterLogin();
  const waitingForLogin = useWaitingForLogin();
  const resource = useResourceInLanguage(definition);
  const t = useAdminText(bulkText);
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked
  // so (decision 005, "Codes a panel does not know"): a marked piece in a toast, an element in the dialog.
  const refusal = useRefusal(t);
  const refusalWords = useRefusalWords(t);

  async function open() {
    setError(null);
    try {
      setCount(await trashTotal(resource.apiPath));
    } catch (failure) {
      const waiting = waitForLogin(failure, () => void open());
      toast.error(waiting ? waitingForLogin : refusalWords('emptyTrash.countFailed', failure));
    }
  }
  // The dialog gives the keyboard back to the Empty Trash button (`opener`) as it closes.
  const close = () => setCount(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const purged = await emptyTrash(resource.apiPath);
      toast.success(t('emptyTrash.done', { items: countOf(resource, purged) }));
      close();
      onEmptied();
    } catch (failure) {
      const waiting = waitForLogin(failure, () => void confirm());
      setError(waiting ? waitingForLogin : refusal('emptyTrash.notDone', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button ref={opener} type="button" variant="danger" onClick={() => void open()}>
        {t('emptyTrash.button')}
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
  error: ReactNode;
  opener: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
}

function EmptyTrashDialog({ resource, count, shown, busy, error, opener, onCancel, onConfirm }: DialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const t = useAdminText(bulkText);
  const items = countOf(resource, count);
  const narrowed = shown !== undefined && shown < count;
  const permanent = resource.name === 'donations' ? 'emptyTrash.permanentScreenshots' : 'emptyTrash.permanent';

  return (
    <ModalDialog
      alert
      // "all 12 inquiries", "the 1 inquiry": the whole Trash, whatever the screen shows.
      title={count === 0 ? t('emptyTrash.emptyTitle') : t('emptyTrash.ask', { count, items })}
      description={
        count === 0
          ? t('emptyTrash.emptyText', { noun: resource.plural.toLowerCase() })
          : `${narrowed ? t('emptyTrash.narrowed', { shown: countOf(resource, shown) }) : ''}${t(permanent, { items })}`
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
          {t(count === 0 ? 'emptyTrash.close' : 'emptyTrash.cancel')}
        </Button>
        {count > 0 && (
          <Button type="button" variant="primary" disabled={busy} onClick={onConfirm}>
            {busy ? t('emptyTrash.deleting') : t('emptyTrash.confirm', { count, items })}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
