import { perSubmission } from '@dds/shared/resources/admin-lists';
import type { Counts } from '@dds/shared/schemas';

export interface SinceLastVisit {
  /** When the previous visit last saw the counts (ISO). */
  at: string;
  added: Counts;
}

interface Snapshot {
  at: string;
  counts: Counts;
}

const seenKey = (email: string) => `dds-admin:seen-counts:${email}`;
const baselineKey = (email: string) => `dds-admin:visit-baseline:${email}`;

function read(storage: Storage, key: string): Snapshot | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * "New since your last visit". The last counts the admin saw live in localStorage; the first
 * dashboard view of a browser session freezes them in sessionStorage as this visit's baseline, so
 * reloading or coming back to the dashboard in the same visit keeps showing the same figures.
 */
export function trackSinceLastVisit(email: string, counts: Counts, now = new Date()): SinceLastVisit | null {
  try {
    const frozen = sessionStorage.getItem(baselineKey(email));
    let baseline: Snapshot | null;
    if (frozen !== null) {
      baseline = frozen === 'first-visit' ? null : read(sessionStorage, baselineKey(email));
    } else {
      // First dashboard view of this visit; a first-ever visit is remembered too, or a reload would count it as "last visit".
      baseline = read(localStorage, seenKey(email));
      sessionStorage.setItem(baselineKey(email), baseline ? JSON.stringify(baseline) : 'first-visit');
    }
    localStorage.setItem(seenKey(email), JSON.stringify({ at: now.toISOString(), counts } satisfies Snapshot));
    if (!baseline) return null;
    const diff = (key: keyof Counts) => Math.max(0, counts[key] - (baseline.counts[key] ?? 0));
    return {
      at: baseline.at,
      added: perSubmission(diff),
    };
  } catch {
    // Private browsing or storage switched off: the figures are a nicety, the counts still show.
    return null;
  }
}
