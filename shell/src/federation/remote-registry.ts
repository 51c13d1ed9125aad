import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isUnavailable } from './remote-fallback-plugin';
import type { RemoteExposes } from './remote-exposes';
import { rememberEntry, reportLoadFailure, retryRemoteOnce, switchToFallbackRelease } from './remote-retry';

export type RemoteName = keyof RemoteExposes;

interface RemotesConfig {
  /** `fallback`: the previous good release, loaded when this one fails in the browser. */
  remotes: { name: RemoteName; entry: string; fallback?: string }[];
  /** Where API calls go when not to this origin (the server's API_BASE_URL). */
  apiBaseUrl?: string;
}

const DEFAULT_REMOTES: RemotesConfig = {
  remotes: [
    { name: 'public_site', entry: '/remotes/public-site/mf-manifest.json' },
    { name: 'admin_panel', entry: '/remotes/admin-panel/mf-manifest.json' },
  ],
};

const MANIFEST_FILE = /mf-manifest\.json(?=[?#]|$)/;

/**
 * Registers a remote by its remoteEntry.js even where the config names its mf-manifest.json (the
 * server's config, and older ones): a manifest makes the federation runtime fetch it and then, on
 * every first load of a module, build a snapshot and preload plan from it — semver checks of each
 * shared module, ~100 ms on a phone's CPU in the start-up (decision 027) — for files the server already
 * preloads. Every release of both remotes has its remoteEntry.js beside its manifest.
 */
export function entryScriptUrl(entry: string): string {
  return entry.replace(MANIFEST_FILE, 'remoteEntry.js');
}

/** The server puts the remotes config into index.html; a static host without it serves /remotes.json. */
function inlineRemotesConfig(): RemotesConfig | undefined {
  const inline = document.getElementById('dds-remotes')?.textContent;
  if (!inline) return undefined;
  try {
    return JSON.parse(inline) as RemotesConfig;
  } catch {
    return undefined;
  }
}

/**
 * Remote URLs are chosen at deploy time, by the server's configuration. If neither the inline copy
 * nor /remotes.json can be read we fall back to the same-origin paths rather than show nothing.
 * Resolves to the config read, whose other deploy-time choices (the API base) the start-up applies.
 */
export async function registerRemotesFromConfig(): Promise<RemotesConfig> {
  let config = inlineRemotesConfig() ?? DEFAULT_REMOTES;
  if (config === DEFAULT_REMOTES) {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (response.ok) config = (await response.json()) as RemotesConfig;
    } catch (error) {
      console.warn('[shell] /remotes.json unreadable, using same-origin remotes', error);
    }
  }
  const remotes = config.remotes.map(({ name, entry }) => ({ name, entry: entryScriptUrl(entry) }));
  config.remotes.forEach(({ name, entry, fallback }) =>
    rememberEntry(name, entryScriptUrl(entry), fallback && entryScriptUrl(fallback)),
  );
  registerRemotes(remotes);
  return config;
}

async function tryLoad<T>(remote: RemoteName, expose: string): Promise<T | null> {
  try {
    const module = await loadRemote<T>(`${remote}/${expose}`);
    return module && !isUnavailable(module) ? module : null;
  } catch (error) {
    console.warn(`[shell] ${remote}/${expose} unavailable`, error);
    return null;
  }
}

/**
 * Loads an exposed module; resolves to null when the remote is unavailable. A failure is retried
 * once with a fresh copy of the remote's entry; a second failure is reported to the server, which
 * counts it against the release (the admin panel's Releases screen).
 */
export async function loadRemoteModule<R extends RemoteName, E extends keyof RemoteExposes[R] & string>(
  remote: R,
  expose: E,
): Promise<RemoteExposes[R][E] | null> {
  type T = RemoteExposes[R][E];
  const module = await tryLoad<T>(remote, expose);
  if (module) return module;
  const retry = retryRemoteOnce(remote);
  const again = retry ? await retry.then(() => tryLoad<T>(remote, expose)) : null;
  if (again) return again;
  reportLoadFailure(remote);
  // The served release fails here: the previous good one keeps this part of the site (its header
  // and footer included) until the release is fixed or rolled back.
  const previous = switchToFallbackRelease(remote);
  return previous ? previous.then(() => tryLoad<T>(remote, expose)) : null;
}
