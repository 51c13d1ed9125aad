import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { findContractRefusal, refusalMessage, withdrawRemoteCopies, type ShareScope } from './shared-contract';

/** Of @dds/shared only the stateful contract is shared, so every shared name under it is one. */
const CONTRACT_PREFIX = '@dds/shared/';

type HostShared = Record<string, Array<{ version?: string; from?: string }>>;

/** The contract version this shell provides, per module (its own entries of its shared config). */
export function providedContract(shared: HostShared, shellName: string): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const [name, entries] of Object.entries(shared)) {
    if (!name.startsWith(CONTRACT_PREFIX)) continue;
    const own = entries.find((entry) => entry.from === shellName);
    if (own?.version) provided[name] = own.version;
  }
  return provided;
}

/**
 * initContainer runs right after a remote's remoteEntry `init` has put its shared modules (with the
 * range each needs) into the share scope, and before any module of the remote is evaluated. A remote
 * that needs a newer stateful contract than this shell provides is refused there: its copies are
 * withdrawn (else the newer copy would be picked by every later consumer, the shell's other remote
 * included), the console names both versions, and the throw makes loadRemote's errorLoadRemote hook
 * (remote-fallback-plugin) answer the "unavailable" marker — that remote's fallback screen, while the
 * rest of the page works (docs/decisions/002-shared-stateful-contract.md).
 */
export default function sharedContractPlugin(): ModuleFederationRuntimePlugin {
  const refused = new Map<string, string>();
  return {
    name: 'dds-shared-contract',
    initContainer(args) {
      const remote = args.remoteInfo.name;
      // A second init of a refused container registers nothing: the verdict is kept for the page.
      const earlier = refused.get(remote);
      if (earlier) throw new Error(earlier);
      const scope = args.shareScope as unknown as ShareScope;
      const provided = providedContract(args.origin.options.shared as unknown as HostShared, args.origin.options.name);
      const refusal = findContractRefusal(scope, remote, provided);
      if (!refusal) return args;
      withdrawRemoteCopies(scope, remote, Object.keys(provided));
      const message = refusalMessage(refusal);
      refused.set(remote, message);
      console.error(message);
      throw new Error(message);
    },
  };
}
