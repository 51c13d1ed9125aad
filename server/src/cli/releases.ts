/**
 * The release store from the command line (docs/decisions/001-releases.md). Run through the root
 * scripts, with the server's environment (DATA_DIR or RELEASES_DIR) so it finds the same store:
 *   pnpm release <part> [--canary N] [--archive] [--no-live]   build, store, make live (scripts/release.mjs)
 *   pnpm install-release <file.tar.gz> [--canary N] [--no-live] store a release built elsewhere
 *   pnpm releases [part]                                       list (live / canary marked)
 *   pnpm canary <part> <version> <percent>                     a stored release for N % of visitors
 *   pnpm promote <part>                                        the canary becomes live
 *   pnpm rollback <part> [version]                             end the canary, or go back
 * Every switch reaches visitors on their next page load; nothing restarts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { isPart, PARTS, type Part } from '../releases/parts';
import { makeLive, promote, rollback, startCanary } from '../releases/release-actions';
import { checkRelease } from '../releases/check-release';
import { readReleaseManifest, writeReleaseManifest } from '../releases/release-manifest';
import { ReleaseRefused, ReleaseStore } from '../releases/release-store';

const args = process.argv.slice(2);
const command = args[0];
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const operands = args.slice(1);
/** The command's operands: not flags, and not the number after --canary. */
const positional = operands.filter((arg, i) => !arg.startsWith('--') && operands[i - 1] !== '--canary');

const switchOptions = () => ({ force: flag('--force'), onNote: (note: string) => console.log(`Note: ${note}`) });

function partArg(value: string | undefined): Part {
  if (!isPart(value)) throw new ReleaseRefused(`name a part: ${PARTS.join(', ')}${value ? ` (not "${value}")` : ''}`);
  return value;
}

function canaryPercent(): number | undefined {
  const raw = option('--canary');
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new ReleaseRefused(`--canary takes a percentage, e.g. --canary 10 (not "${raw}")`);
  return Number(raw);
}

function printList(store: ReleaseStore, part: Part) {
  const pointer = store.pointer(part);
  const releases = store.list(part);
  console.log(`${part}:${releases.length ? '' : ' no releases stored'}`);
  for (const release of releases) {
    const marks = [
      release.version === pointer.live ? 'LIVE' : '',
      release.version === pointer.canary?.version ? `CANARY ${pointer.canary.percent}%` : '',
    ].filter(Boolean);
    console.log(
      `  ${marks.join(' ').padEnd(11)} ${release.version.padEnd(34)} built ${release.builtAt.replace('T', ' ').slice(0, 16)} UTC  commit ${release.commit}`,
    );
  }
}

/** Stores a checked build folder, then makes it live or canary (unless --no-live), then prunes. */
async function storeAndSwitch(store: ReleaseStore, part: Part, dir: string, keep: number) {
  const manifest = store.add(part, dir);
  console.log(`Stored ${part} ${manifest.version} (${Object.keys(manifest.files).length} files, checked complete).`);
  const percent = canaryPercent();
  if (flag('--no-live')) console.log(`Not live yet: \`pnpm rollback ${part} ${manifest.version}\` makes it live.`);
  else if (percent !== undefined) {
    if (!store.pointer(part).live)
      throw new ReleaseRefused(
        `${part} has no live release yet, so there is nothing to compare a canary with: \`pnpm rollback ${part} ${manifest.version}\` makes this one live for everyone`,
      );
    await startCanary(store, part, manifest.version, percent, switchOptions());
    console.log(
      `Canary: ${part} ${manifest.version} for about ${percent}% of visitors (\`pnpm promote ${part}\` for all, \`pnpm rollback ${part}\` to end it).`,
    );
  } else {
    const before = store.pointer(part).live;
    await makeLive(store, part, manifest.version, 'live', switchOptions());
    console.log(
      `Live: ${part} ${manifest.version}${before ? ` (was ${before}; \`pnpm rollback ${part}\` goes back)` : ''}.`,
    );
  }
  const removed = store.prune(part, keep);
  if (removed.length)
    console.log(`Pruned ${removed.length} old release(s) (RELEASES_KEEP=${keep}): ${removed.join(', ')}`);
}

/** A release archive (tar.gz of one release folder, release.json at its top) made elsewhere. */
async function install(store: ReleaseStore, archive: string, keep: number) {
  if (!fs.existsSync(archive)) throw new ReleaseRefused(`${archive} does not exist`);
  fs.mkdirSync(store.root, { recursive: true });
  const unpacked = fs.mkdtempSync(path.join(store.root, '.unpack-'));
  try {
    try {
      execFileSync('tar', ['-xzf', path.resolve(archive), '-C', unpacked, '--no-same-owner'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      const said = String((error as { stderr?: Buffer }).stderr ?? '')
        .trim()
        .split('\n')
        .filter(Boolean);
      throw new ReleaseRefused(
        `${archive} is not a whole release archive (cut short or damaged in transfer?); copy it again`,
        said.slice(0, 2),
      );
    }
    let part: Part;
    try {
      part = readReleaseManifest(unpacked).part;
    } catch {
      throw new ReleaseRefused(`${archive} holds no release.json at its top: not a release archive`);
    }
    await storeAndSwitch(store, part, unpacked, keep);
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

async function main() {
  const config = loadConfig();
  const store = new ReleaseStore(config.releasesDir);
  switch (command) {
    case 'describe': {
      // Used by scripts/release.mjs on its copy of a fresh build: <part> <dir> <version> <commit> <builtAt> <packageVersion>.
      const [part, dir, version, commit, builtAt, packageVersion] = positional;
      writeReleaseManifest(path.resolve(dir ?? ''), {
        part: partArg(part),
        version: version ?? '',
        commit: commit ?? 'unknown',
        builtAt: builtAt ?? new Date().toISOString(),
        packageVersion: packageVersion ?? '',
      });
      const problems = checkRelease(path.resolve(dir ?? ''), part);
      if (problems.length) throw new ReleaseRefused(`the build of ${part} is not complete`, problems);
      return;
    }
    case 'add':
      return storeAndSwitch(store, partArg(positional[0]), path.resolve(positional[1] ?? ''), config.releasesKeep);
    case 'install':
      return install(store, positional[0] ?? '', config.releasesKeep);
    case 'list':
      for (const part of positional[0] ? [partArg(positional[0])] : PARTS) printList(store, part);
      return;
    case 'canary': {
      // A release already stored (e.g. with --no-live) for about N % of visitors.
      const part = partArg(positional[0]);
      const [version, percent] = [positional[1] ?? '', Number(positional[2])];
      await startCanary(store, part, version, percent, switchOptions());
      console.log(
        `Canary: ${part} ${version} for about ${percent}% of visitors (\`pnpm promote ${part}\` for all, \`pnpm rollback ${part}\` to end it).`,
      );
      return;
    }
    case 'promote': {
      const part = partArg(positional[0]);
      const pointer = await promote(store, part, switchOptions());
      console.log(`Live: ${part} ${pointer.live} for everyone.`);
      return;
    }
    case 'rollback': {
      const { what } = await rollback(store, partArg(positional[0]), positional[1], switchOptions());
      console.log(what);
      return;
    }
    default:
      throw new ReleaseRefused('usage: releases <add|install|list|canary|promote|rollback> …');
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ReleaseRefused ? `Refused: ${error.message}` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
