/**
 * The stateful contract check (docs/decisions/002-shared-stateful-contract.md): a remote states, per
 * shared stateful module of @dds/shared, the contract range it was built against (`^1.2.0`); the
 * shell provides one version. A remote whose range this shell does not meet is refused.
 */

/** What the share scope holds per module name and version (the fields read here). */
export type ShareScope = Record<
  string,
  Record<string, { from?: string; shareConfig?: { requiredVersion?: string | false } }>
>;

export interface ContractRefusal {
  remote: string;
  module: string;
  required: string;
  provided: string;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const parse = (version: string) => VERSION.exec(version)?.slice(1).map(Number) as [number, number, number] | undefined;
const atLeast = (a: number[], b: number[]) =>
  a[0]! !== b[0]! ? a[0]! > b[0]! : a[1]! !== b[1]! ? a[1]! > b[1]! : a[2]! >= b[2]!;

/**
 * Whether `version` meets `range`, for the ranges builds state: `^x.y.z` (npm's caret: same major,
 * or for 0.x the same minor) and an exact `x.y.z`. Any other range is not met: the check must not
 * admit what it cannot read.
 */
export function meetsRange(version: string, range: string): boolean {
  const have = parse(version);
  const caret = range.startsWith('^');
  const want = parse(caret ? range.slice(1) : range);
  if (!have || !want) return false;
  if (!caret) return have.every((part, i) => part === want[i]);
  if (want[0] > 0) return have[0] === want[0] && atLeast(have, want);
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1] && have[2] >= want[2];
  return have.every((part, i) => part === want[i]);
}

/**
 * The first contract module `remote` registered with a requirement the shell's version (`provided`,
 * per module name) does not meet; null when every one is met. A remote built at the shell's own
 * version registers nothing new (the shell's entry keeps that version), which is a match anyway.
 */
export function findContractRefusal(
  scope: ShareScope,
  remote: string,
  provided: Record<string, string>,
): ContractRefusal | null {
  for (const [module, shellVersion] of Object.entries(provided)) {
    for (const entry of Object.values(scope[module] ?? {})) {
      const required = entry.from === remote ? entry.shareConfig?.requiredVersion : undefined;
      if (typeof required === 'string' && !meetsRange(shellVersion, required))
        return { remote, module, required, provided: shellVersion };
    }
  }
  return null;
}

/** Takes a refused remote's copies out of the share scope, so no later consumer picks one of them. */
export function withdrawRemoteCopies(scope: ShareScope, remote: string, modules: string[]): void {
  for (const module of modules) {
    const versions = scope[module];
    if (!versions) continue;
    for (const [version, entry] of Object.entries(versions)) if (entry.from === remote) delete versions[version];
  }
}

export const refusalMessage = ({ remote, required, provided }: ContractRefusal) =>
  `[shell] ${remote} needs @dds/shared stateful contract ${required}; this shell provides ${provided}. Showing its fallback until the shell is updated.`;
