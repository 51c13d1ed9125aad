import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote answers instead of throwing when a remote cannot be loaded. */
export interface UnavailableRemote {
  readonly unavailable: true;
  readonly remote: string;
}

export function isUnavailable(module: unknown): module is UnavailableRemote {
  return typeof module === 'object' && module !== null && (module as UnavailableRemote).unavailable === true;
}

/**
 * errorLoadRemote hook (docs/architecture.md): a dead remote (manifest, remoteEntry or chunk unreachable)
 * resolves to a marker module, so the shell can show its "unavailable — Retry" screen for that
 * part of the site while the other remote keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dds-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] remote module "${id}" could not be loaded`, error);
      const fallback: UnavailableRemote = { unavailable: true, remote: id.split('/')[0] ?? id };
      return fallback;
    },
  };
}
