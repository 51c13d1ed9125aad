// `pnpm release <shell|public-site|admin-panel> [--canary N] [--no-live] [--archive [DIR]]`
// Builds one part (one package at a time, so a small server's memory is enough), names the build
// <package version>-<UTC build time>-<commit>, describes every file in its release.json, then
// either stores it in the release store and switches the part's pointer to it (live, or canary for
// N % of visitors), or with --archive writes dds-<part>-<version>.tar.gz to install elsewhere with
// `pnpm install-release`. See docs/releases.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emitContractTypes } from './contract-types.mjs';
import { FRONT_ENDS, repo, run } from './lib.mjs';
import { cleanHead, recordBaseline } from './release-baseline.mjs';

const [part, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!FRONT_ENDS.includes(part)) {
  console.error(`Usage: pnpm release <${FRONT_ENDS.join('|')}> [--canary N] [--no-live] [--archive [DIR]]`);
  process.exit(2);
}
// What is left after --archive [DIR] is taken out goes to the switch (--canary N, --no-live).
const switchArgs = [...rest];
let archiveDir;
const archiveAt = switchArgs.indexOf('--archive');
if (archiveAt >= 0) {
  const next = switchArgs[archiveAt + 1];
  const named = next !== undefined && !next.startsWith('--');
  archiveDir = named ? next : path.join(repo, 'release-archives');
  switchArgs.splice(archiveAt, named ? 2 : 1);
}

function commitOf() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', part, 'shared', 'tools'], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit}.dirty` : commit;
  } catch {
    return 'nogit';
  }
}

const packageVersion = JSON.parse(fs.readFileSync(path.join(repo, part, 'package.json'), 'utf8')).version;
const builtAt = new Date();
const stamp = builtAt.toISOString().replace(/[-:]/g, '').replace('T', '').slice(0, 14);
const commit = commitOf();
const version = `${packageVersion}-${stamp}-${commit}`;

console.log(`Building ${part} ${version} …`);
const built = await run('pnpm', ['--filter', `@dds/${part}`, 'run', 'build'], {
  env: { ...process.env, DDS_RELEASE: version },
});
if (built !== 0) process.exit(built);

const staging = fs.mkdtempSync(path.join(os.tmpdir(), `dds-release-${part}-`));
try {
  fs.cpSync(path.join(repo, part, 'dist'), staging, { recursive: true });
  // The types of what it exposes (a remote) or expects (the shell), for the check against the live
  // releases of the other parts (docs/decisions/005-type-contract-at-release.md).
  console.log(`Type contract: ${emitContractTypes(part, staging)} declaration file(s).`);
  const cli = (args) => run(process.execPath, [path.join(repo, 'server/run.mjs'), 'releases', ...args]);
  // (exitCode, not exit(): the finally below must still remove the staging copy)
  if ((await cli(['describe', part, staging, version, commit, builtAt.toISOString(), packageVersion])) !== 0)
    process.exitCode = 1;
  else if (archiveDir) {
    fs.mkdirSync(archiveDir, { recursive: true });
    const file = path.resolve(archiveDir, `dds-${part}-${version}.tar.gz`);
    execFileSync('tar', ['-czf', file, '-C', staging, '.']);
    console.log(
      `Archive: ${file}\nOn the server: pnpm install-release ${path.basename(file)} [--canary N] [--no-live]`,
    );
  } else {
    process.exitCode = await cli(['add', part, staging, ...switchArgs]);
  }
  if (!process.exitCode) noteBaseline();
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}

/** The compatibility matrix tests the next changes against this release (docs/decisions/004-compatibility-matrix.md). */
function noteBaseline() {
  const head = cleanHead(part);
  if (!head) {
    console.log(
      `release-baseline.json unchanged: ${part} was built from uncommitted sources, which CI cannot check out.`,
    );
    return;
  }
  recordBaseline(part, head, version);
  console.log(
    `release-baseline.json now names ${head.slice(0, 7)} for ${part}: commit it, so CI's compatibility matrix tests against this release.`,
  );
}
