import { useState, type ReactNode } from 'react';
import { toast } from '@dds/shared/toast';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { useRetryAfterLogin, useWaitingForLogin } from '../auth';
import { useRefusal, useRefusalWords } from '../../ui/server-answer';
import { countOf, type BulkChoice } from './bulk-actions';
import { runBulk, type BulkAnswer, type BulkTarget } from './list-api';
import { toastWithUndo } from './undo-toast';
import { useAdminText } from '../../i18n/admin-text';
import { bulkText } from './bulk-text';
import { listText } from './list-text';

/** Puts each record back to the status it had: one bulk call per earlier status. */
async function restoreStatuses(apiPath: string, previous: BulkAnswer['previous']) {
  const byStatus = new Map<string, number[]>();
  for (const { id, status } of previous) byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
  for (const [status, ids] of byStatus) await runBulk(apiPath, { action: 'status', status }, { ids });
}

/**
 * Runs a bulk choice over the selection and offers Undo in the toast, in the words of `resource`
 * (the definition in the admin's language, `useResourceInLanguage`) and the panel's language: statuses go back to what each
 * record had, deleted rows come back from the Trash, restored rows go back to it, verified donations
 * are unverified again. `onChanged` refetches the page afterwards (and after an Undo).
 */
export function useBulkRun(resource: ResourceDefinition, onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const waitForLogin = useRetryAfterLogin();
  const waitingForLogin = useWaitingForLogin();
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked
  // so (decision 005, "Codes a panel does not know"): an element on the screen, a marked piece in a toast.
  const { apiPath } = resource;
  const t = useAdminText(bulkText);
  const refusalWords = useRefusalWords(t);
  const sayList = useAdminText(listText);
  const refusal = useRefusal(sayList);

  async function undoing(what: string, undo: () => Promise<unknown>) {
    try {
      await undo();
      toast.success(t('undo.done', { what }));
    } catch (failure) {
      toast.error(refusalWords('undo.failed', failure));
    } finally {
      onChanged();
    }
  }

  /** "3 inquiries marked as spam (in the Trash). 1 new inquiry arrived since you selected — not changed." */
  const withArrivals = (what: string, answer: BulkAnswer) => {
    if (!answer.arrivedSince) return what;
    const [number = '', ...noun] = countOf(resource, answer.arrivedSince).split(' ');
    return t('bulkDone.arrived', { what, number, noun: noun.join(' ') });
  };

  /**
   * The toast of a bulk action: what changed, with Undo, and how many were already so; when nothing
   * changed, says so plainly and offers no Undo ("Those 3 inquiries were already Contacted").
   * `state` completes "were already …" / "was already …".
   */
  function report(answer: BulkAnswer, target: BulkTarget, what: string, state: string, undo: () => Promise<unknown>) {
    // An older server does not count them: a selection by ids left alone what it did not change.
    const already = answer.already ?? ('ids' in target ? Math.max(0, target.ids.length - answer.affected) : 0);
    if (answer.affected === 0) {
      const text =
        already === 0
          ? t('bulkDone.nothing')
          : already === 1
            ? t('bulkDone.thatAlready', { singular: resource.singular.toLowerCase(), state })
            : t('bulkDone.thoseAlready', { items: countOf(resource, already), state });
      // Not an error, and the shell's toast has no neutral kind (a shared contract, decision 002).
      toast.success(withArrivals(text, answer));
      return;
    }
    const rest = already === 0 ? '' : t('bulkDone.already', { count: already, state });
    toastWithUndo(withArrivals(`${what}${rest}`, answer), () => void undoing(what, undo));
  }

  async function run(choice: BulkChoice, target: BulkTarget) {
    setBusy(true);
    setError(null);
    try {
      if (choice.kind === 'verify') {
        const answer = await runBulk(apiPath, { action: 'verify', verified: true }, target);
        const what = t('bulkDone.verified', { items: countOf(resource, answer.affected) });
        // Only the ones this action verified go back to "not verified".
        const ids = answer.previous.filter((p) => p.status === 'unverified').map((p) => p.id);
        report(answer, target, what, t('bulkState.verified'), () =>
          runBulk(apiPath, { action: 'verify', verified: false }, { ids }),
        );
      } else if (choice.kind === 'status') {
        const answer = await runBulk(apiPath, { action: 'status', status: choice.status }, target);
        const label = resource.statusLabels?.[choice.status] ?? choice.status;
        const what = t('bulkDone.status', { items: countOf(resource, answer.affected), status: label });
        report(answer, target, what, label, () => restoreStatuses(apiPath, answer.previous));
      } else {
        const answer = await runBulk(apiPath, { action: choice.kind }, target);
        // The server names every record it moved; a selection by ids names them already.
        const ids = answer.previous.length > 0 ? answer.previous.map((p) => p.id) : 'ids' in target ? target.ids : [];
        const moved = countOf(resource, answer.affected);
        const what = t(
          choice.kind === 'restore'
            ? 'bulkDone.restored'
            : choice.kind === 'spam'
              ? 'bulkDone.spam'
              : 'bulkDone.deleted',
          { items: moved },
        );
        const state = t(choice.kind === 'restore' ? 'bulkState.outOfTrash' : 'bulkState.inTrash');
        report(answer, target, what, state, async () => {
          if (choice.kind !== 'restore') return runBulk(apiPath, { action: 'restore' }, { ids });
          // Back to the Trash for the reason each was there: spam stays spam.
          const spam = answer.previous.filter((p) => p.status === 'spam').map((p) => p.id);
          const deleted = ids.filter((id) => !spam.includes(id));
          if (spam.length > 0) await runBulk(apiPath, { action: 'spam' }, { ids: spam });
          if (deleted.length > 0) await runBulk(apiPath, { action: 'delete' }, { ids: deleted });
        });
      }
      onChanged();
      return true;
    } catch (failure) {
      const waiting = waitForLogin(failure, () => void run(choice, target));
      setError(waiting ? waitingForLogin : refusal('bulk.notDone', failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error };
}
