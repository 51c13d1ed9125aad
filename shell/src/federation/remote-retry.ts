import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-registry';

/** Where the beacon goes (the server counts failures per release: features/releases). */
const LOAD_FAILURE_PATH = '/api/release-load-failures';

const entries = new Map<RemoteName, string>();
const fallbacks = new Map<RemoteName, string>();
const retries = new Map<RemoteName, Promise<void>>();
const fallingBack = new Map<RemoteName, Promise<void>>();
const reported = new Set<RemoteName>();

/**
 * The entry URL each remote was registered with (what a retry busts and a report names), and the
 * entry of its previous good release when the server named one.
 */
export function rememberEntry(remote: RemoteName, entry: string, fallback?: string) {
  entries.set(remote, entry);
  if (fallback) fallbacks.set(remote, fallback);
  else fallbacks.delete(remote);
}

/** Registers the remote's previous good release instead (once per page); undefined when there is none. */
export function switchToFallbackRelease(remote: RemoteName): Promise<void> | undefined {
  const fallback = fallbacks.get(remote);
  if (!fallback) return undefined;
  if (!fallingBack.has(remote)) {
    console.warn(
      `[shell] ${remote} ${entries.get(remote) ?? ''} would not load; using the previous release ${fallback}`,
    );
    fallingBack.set(
      remote,
      Promise.resolve().then(() => registerRemotes([{ name: remote, entry: fallback }], { force: true })),
    );
  }
  return fallingBack.get(remote);
}

/**
 * A remote failed to load: register it again under a cache-busting URL, once per page, so a
 * response cut off on a slow link or a stale copy in some cache gets one more, fresh try (what
 * @module-federation/retry-plugin does). Every module of that remote waits for the same retry.
 */
export function retryRemoteOnce(remote: RemoteName): Promise<void> | undefined {
  const entry = entries.get(remote);
  if (!entry) return undefined;
  if (retries.has(remote)) return retries.get(remote);
  const busted = `${entry}${entry.includes('?') ? '&' : '?'}retry=${Date.now().toString(36)}`;
  const retry = Promise.resolve().then(() => registerRemotes([{ name: remote, entry: busted }], { force: true }));
  retries.set(remote, retry);
  return retry;
}

/** Tells the server (once per page and remote) that a remote would not load even after the retry. */
export function reportLoadFailure(remote: RemoteName) {
  if (reported.has(remote)) return;
  reported.add(remote);
  const body = JSON.stringify({ remote, entry: entries.get(remote) ?? '' });
  try {
    const sent =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(LOAD_FAILURE_PATH, new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch(LOAD_FAILURE_PATH, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
  } catch {
    // a report is a courtesy: never let it break the page
  }
}
