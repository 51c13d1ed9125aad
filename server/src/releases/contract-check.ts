import fs from 'node:fs';
import path from 'node:path';
import { FEDERATION_NAME, type Part } from './parts';

/**
 * Before a release goes live, its federation contract is checked against the live releases of the
 * other parts, from the files every build writes (a manifest snapshot, as Module Federation's
 * manifest and Zephyr's version checks do; docs/decisions/001-releases.md):
 *  - the shell's remote-contract.json names the exposed modules it loads from each remote: a remote
 *    release must offer one of the listed sets;
 *  - every module a remote shares as a singleton that the shell provides must be at a version the
 *    remote's build accepts (its requiredVersion), or the page would refuse it or run two copies;
 *    one the shell does not provide (an older shell) is taken from the remote itself.
 * The types of props and route tables are compared next, by contract-types.ts.
 */

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
interface FederationManifest {
  shared?: SharedEntry[];
  exposes?: { name: string }[];
}
type RemoteContract = Partial<Record<'public_site' | 'admin_panel', { exposes: string[][] }>>;

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** `version` satisfies `range` for the forms our builds write: x.y.z, ^x.y.z, ~x.y.z, >=x.y.z, *. */
export function satisfies(version: string, range: string | false | undefined): boolean {
  if (range === false || range === undefined || range === '*' || range === '') return true;
  const parse = (v: string) =>
    v
      .replace(/^[^\d]*/, '')
      .split(/[.+-]/)
      .slice(0, 3)
      .map(Number) as [number, number, number];
  const [v, r] = [parse(version), parse(range)];
  const compare = v[0] - r[0] || v[1] - r[1] || v[2] - r[2];
  if (range.startsWith('>=')) return compare >= 0;
  if (range.startsWith('^'))
    return (
      compare >= 0 &&
      (r[0] > 0 ? v[0] === r[0] : r[1] > 0 ? v[0] === 0 && v[1] === r[1] : v[0] === 0 && v[1] === 0 && v[2] === r[2])
    );
  if (range.startsWith('~')) return compare >= 0 && v[0] === r[0] && v[1] === r[1];
  return compare === 0;
}

/** What is wrong with running `remoteDir` (a public-site or admin-panel release) under `shellDir`. */
export function contractProblems(shellDir: string, remotePart: Exclude<Part, 'shell'>, remoteDir: string): string[] {
  const shell = readJson<FederationManifest>(path.join(shellDir, 'mf-manifest.json'));
  const remote = readJson<FederationManifest>(path.join(remoteDir, 'mf-manifest.json'));
  if (!shell || !remote) return []; // not a federation build (test folders): nothing to compare
  const problems: string[] = [];
  const wanted = readJson<RemoteContract>(path.join(shellDir, 'remote-contract.json'))?.[FEDERATION_NAME[remotePart]]
    ?.exposes;
  const offered = new Set((remote.exposes ?? []).map((e) => e.name));
  if (wanted?.length && !wanted.some((set) => set.every((name) => offered.has(name)))) {
    problems.push(
      `${remotePart} exposes ${[...offered].join(', ') || 'nothing'}; the shell loads ${wanted.map((set) => set.join(' + ')).join(' or ')}`,
    );
  }
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version ?? '']));
  for (const entry of remote.shared ?? []) {
    if (!entry.singleton) continue;
    const version = provided.get(entry.name);
    // Not provided by this shell (an older one): the remote's own copy is used, as federation does.
    if (version !== undefined && !satisfies(version, entry.requiredVersion))
      problems.push(`${remotePart} needs ${entry.name} ${entry.requiredVersion}; the shell provides ${version}`);
  }
  return problems;
}
