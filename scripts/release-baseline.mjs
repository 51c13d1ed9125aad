// release-baseline.json names, per front-end part, the commit of its last release: the "previous
// release" the compatibility matrix builds and runs against the current tree
// (docs/decisions/004-compatibility-matrix.md). `pnpm release` records it; commit the file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS, repo } from './lib.mjs';

export const BASELINE_FILE = path.join(repo, 'release-baseline.json');

/** `{ shell: { commit, release? }, … }` as stored; parts without an entry are absent. */
export function readBaseline() {
  if (!fs.existsSync(BASELINE_FILE)) return {};
  return JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8'));
}

/** Records `commit` (a full hash) as the part's previous release; keeps the other parts' entries. */
export function recordBaseline(part, commit, release) {
  const baseline = readBaseline();
  baseline[part] = { commit, release, recordedAt: new Date().toISOString() };
  const ordered = Object.fromEntries(FRONT_ENDS.filter((name) => baseline[name]).map((name) => [name, baseline[name]]));
  fs.writeFileSync(BASELINE_FILE, JSON.stringify(ordered, null, 2) + '\n');
}

/** The full hash of HEAD when the part's sources are committed as built, else undefined. */
export function cleanHead(part) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    if (git('status', '--porcelain', '--', ...partSources(part))) return undefined;
    return git('rev-parse', 'HEAD');
  } catch {
    return undefined;
  }
}

/**
 * What a part's build is made from: its own folder, the shared package and build tools, and the
 * files that fix the toolchain. Two commits with the same content here build the same front end.
 */
export function partSources(part) {
  return [`${part}/`, 'shared/', 'tools/', 'pnpm-lock.yaml', 'package.json', 'tsconfig.base.json'];
}
