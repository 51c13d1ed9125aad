import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchCounts } from '@dds/shared/api';
import type { Counts } from '@dds/shared/schemas';
import type { BackupStatus } from '@dds/shared/schemas/owner';
import type { SiteSettings } from '@dds/shared/schemas/site-settings';
import { fetchSiteContent } from '../content';
import { useSession } from '../auth';
import { getSettings } from '../settings';
import { contentTodos, type ContentTodo } from './content-todos';
import { trackSinceLastVisit, type SinceLastVisit } from './last-visit';
import { fetchBackupStatus } from './owner-tools-api';
import { useQueueStore } from './queue-store';
import { fetchStorageStatus, type StorageStatus } from './storage-status';

/**
 * The dashboard's first reads, asked for together and shown together (docs/decisions/026-hindi.md §8,
 * "the dashboard does not move"). Each card's height depends on its answer — a warning or the setup
 * card that appear only when needed, "Checking…" becoming the backup's age and schedule — so cards
 * shown as their answers arrive pushed the ones below them, "Back up now" among them, while the
 * admin was reading or about to press. The page shows a skeleton of the work queue until every read
 * has answered (or failed), then every card at once, each starting from its answer. After that a
 * card refreshes in place (a new session's `generation`), keeping what it shows until the new answer.
 */

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface CountsRead {
  counts: Counts;
  since: SinceLastVisit | null;
}

/** What each of the dashboard's reads answers. */
interface FirstValues {
  queue: void;
  counts: CountsRead;
  storage: StorageStatus;
  backups: BackupStatus;
  settings: SiteSettings;
  todos: ContentTodo[];
}

export type FirstReads = { [K in keyof FirstValues]: Settled<FirstValues[K]> };

/**
 * How long the page waits for a slow read before showing the cards anyway (each then shows its own
 * "Loading…" until it answers, and may move what is below it once): a server that hangs on one read
 * must not leave the dashboard a skeleton. The reads are small; they answer in well under a second.
 */
export const FIRST_READS_WAIT_MS = 4000;

/** Counts with "new since your last visit", read once per first answer (it moves the visit's baseline). */
export const readCounts = (email: string | null): Promise<CountsRead> =>
  fetchCounts().then((counts) => ({ counts, since: email ? trackSinceLastVisit(email, counts) : null }));

/** Each read's fetch, the page's and a card's alike (counts move the visit's baseline: the admin's e-mail). */
const FETCHES: { [K in keyof FirstValues]: (email: string | null) => Promise<FirstValues[K]> } = {
  queue: () => useQueueStore.getState().poll(),
  counts: (email) => readCounts(email),
  storage: () => fetchStorageStatus(),
  backups: () => fetchBackupStatus(),
  settings: () => getSettings(),
  todos: () => fetchSiteContent().then(contentTodos),
};

const settle = <T,>(read: Promise<T>): Promise<Settled<T>> =>
  read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * Starts every read at once; gives `null` until all have settled or the wait is over, then what had
 * settled by then (a card without its read asks for it itself).
 */
export function useFirstReads(email: string | null): Partial<FirstReads> | null {
  const [shown, setShown] = useState<Partial<FirstReads> | null>(null);
  useEffect(() => {
    let live = true;
    const settled: Partial<FirstReads> = {};
    const show = () => live && setShown((now) => now ?? { ...settled });
    const wait = setTimeout(show, FIRST_READS_WAIT_MS);
    void Promise.all(
      (Object.keys(FETCHES) as Array<keyof FirstReads>).map((key) =>
        settle<unknown>(FETCHES[key](email)).then((result) => {
          (settled as Record<string, unknown>)[key] = result;
        }),
      ),
    ).then(show);
    return () => {
      live = false;
      clearTimeout(wait);
    };
    // Once per visit of the dashboard: a later session (generation) refreshes each card in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shown;
}

const FirstReadsContext = createContext<Partial<FirstReads>>({});

export function FirstReadsProvider({ reads, children }: { reads: Partial<FirstReads>; children: ReactNode }) {
  return <FirstReadsContext.Provider value={reads}>{children}</FirstReadsContext.Provider>;
}

/**
 * A card's start: the page's answer for `key` when it has one (the card starts from it and does not
 * ask again on mount), else `undefined` (a card shown alone, or after the wait, asks itself).
 * `firstFetch()` says whether the card's fetch effect should run now: false once, on mount, when the
 * page's answer stands in for it.
 */
export function useFirstRead<K extends keyof FirstReads>(
  key: K,
): { first: FirstReads[K] | undefined; firstFetch: () => boolean } {
  const first = useContext(FirstReadsContext)[key];
  const skip = useRef(first !== undefined);
  return {
    first,
    firstFetch: () => {
      if (!skip.current) return true;
      skip.current = false;
      return false;
    },
  };
}

/**
 * A card's read of `key`: the page's first answer when it has one, else asked for on mount; asked
 * again on each new session (`generation`), the card keeping what it shows until the answer comes;
 * an answer that comes after the card is gone is dropped. `undefined` until the first answer.
 * `replace` puts in its place a value the card got otherwise (the backup it has just made).
 */
export function useDashboardRead<K extends keyof FirstValues>(
  key: K,
): [Settled<FirstValues[K]> | undefined, (value: FirstValues[K]) => void] {
  const email = useSession((s) => s.email);
  const generation = useSession((s) => s.generation);
  const { first, firstFetch } = useFirstRead(key);
  const [read, setRead] = useState<Settled<FirstValues[K]> | undefined>(first);
  useEffect(() => {
    if (!firstFetch()) return;
    let live = true;
    void settle(FETCHES[key](email)).then((settled) => live && setRead(settled));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstFetch reads a ref
  }, [generation]);
  const replace = useCallback((value: FirstValues[K]) => setRead({ ok: true, value }), []);
  return [read, replace];
}
