import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkRelease } from './check-release';
import { contractProblems } from './contract-check';
import { typeContractFit } from './contract-types';
import type { Part } from './parts';
import type { HistoryEntry, Pointer } from './pointer';
import { ReleaseRefused, type ReleaseStore } from './release-store';

const now = () => new Date().toISOString();
const step = (action: HistoryEntry['action'], version: string, from: string | undefined): HistoryEntry => ({
  at: now(),
  action,
  version,
  ...(from ? { from } : {}),
});

/**
 * A public-site release's server-render module must load and render the home page before it may
 * serve visitors: tried in a separate Node process (a module that loops or crashes cannot touch
 * the caller), with a time limit.
 */
export function verifyRenderModule(releaseDir: string, timeoutMs = 30_000): Promise<string | undefined> {
  const manifest = JSON.parse(fs.readFileSync(path.join(releaseDir, 'prerender', 'manifest.json'), 'utf8')) as {
    renderModule?: string;
  };
  const file = path.join(releaseDir, 'server', manifest.renderModule ?? '');
  const script = `require(${JSON.stringify(file)}).renderPageParts('/', {}).then((page) => { if (!page || !page.body) throw new Error('rendered nothing'); process.exit(0); }, (error) => { console.error(String(error && error.stack || error)); process.exit(1); });`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { timeout: timeoutMs, cwd: releaseDir }, (error, _stdout, stderr) => {
      if (!error) return resolve(undefined);
      const why = error.killed
        ? `did not finish within ${timeoutMs / 1000} s`
        : stderr.trim().split('\n').slice(0, 3).join(' ') || error.message;
      resolve(`its server-render module (server/${manifest.renderModule}) failed: ${why}`);
    });
  });
}

export interface SwitchOptions {
  /** Skip the contract check (a breaking change released with its counterpart, knowingly). */
  force?: boolean;
  /** Told what the check could not look at (e.g. types of a release made before they were written). */
  onNote?: (note: string) => void;
}

/** The live (and canary) releases of the other parts a release of `part` must fit. */
function counterparts(store: ReleaseStore, part: Part): { part: Part; version: string }[] {
  const others: Part[] = part === 'shell' ? ['public-site', 'admin-panel'] : ['shell'];
  return others.flatMap((other) => {
    const pointer = store.pointer(other);
    return [pointer.live, pointer.canary?.version]
      .filter((v): v is string => !!v && store.has(other, v))
      .map((version) => ({ part: other, version }));
  });
}

/**
 * Problems of running `part` `version` with the live releases of the other parts, each named: the
 * exposed modules and shared versions (contract-check.ts), then the exposed modules' types
 * (contract-types.ts) when those fit.
 */
export function fitProblems(
  store: ReleaseStore,
  part: Part,
  version: string,
  onNote?: (note: string) => void,
): string[] {
  const dir = store.releaseDir(part, version);
  return counterparts(store, part).flatMap((other) => {
    const otherDir = store.releaseDir(other.part, other.version);
    const [shellDir, remotePart, remoteDir] =
      part === 'shell'
        ? [dir, other.part as Exclude<Part, 'shell'>, otherDir]
        : [otherDir, part as Exclude<Part, 'shell'>, dir];
    let problems = contractProblems(shellDir, remotePart, remoteDir);
    if (!problems.length) {
      const types = typeContractFit(shellDir, remotePart, remoteDir);
      if (types.skipped) onNote?.(`with ${other.part} ${other.version}: ${types.skipped}`);
      problems = types.problems;
    }
    return problems.map((problem) => `with ${other.part} ${other.version}: ${problem}`);
  });
}

/** What must hold before a stored release may serve anyone: complete, fits the others, (public site) renders. */
async function assertServable(
  store: ReleaseStore,
  part: Part,
  version: string,
  options: SwitchOptions = {},
): Promise<void> {
  if (!store.has(part, version))
    throw new ReleaseRefused(`${part} ${version} is not in the release store (see \`pnpm releases ${part}\`)`);
  const dir = store.releaseDir(part, version);
  const problems = checkRelease(dir, part);
  if (problems.length) throw new ReleaseRefused(`${part} ${version} is incomplete`, problems);
  const misfits = options.force ? [] : fitProblems(store, part, version, options.onNote);
  if (misfits.length)
    throw new ReleaseRefused(
      `${part} ${version} does not fit the live releases (release the counterpart first, or --force)`,
      misfits,
    );
  if (part === 'public-site') {
    const renderProblem = await verifyRenderModule(dir);
    if (renderProblem) throw new ReleaseRefused(`${part} ${version} cannot serve pages`, [renderProblem]);
  }
}

/** Makes a stored release live for everyone (ends a canary of the same part). */
export async function makeLive(
  store: ReleaseStore,
  part: Part,
  version: string,
  action: 'live' | 'rollback' = 'live',
  options: SwitchOptions = {},
): Promise<Pointer> {
  await assertServable(store, part, version, options);
  return store.update(part, (pointer) => ({
    live: version,
    history: [...pointer.history, step(action, version, pointer.live)],
  }));
}

/** Serves a stored release to about `percent` % of visitors, the same ones on every visit. */
export async function startCanary(
  store: ReleaseStore,
  part: Part,
  version: string,
  percent: number,
  options: SwitchOptions = {},
): Promise<Pointer> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new ReleaseRefused(`a canary share is a whole percentage from 1 to 99, not "${percent}"`);
  await assertServable(store, part, version, options);
  return store.update(part, (pointer) => {
    if (!pointer.live)
      throw new ReleaseRefused(`${part} has no live release yet; release it for everyone first (without --canary)`);
    if (pointer.live === version) throw new ReleaseRefused(`${part} ${version} is already live`);
    return {
      ...pointer,
      canary: { version, percent },
      history: [...pointer.history, step('canary', version, pointer.live)],
    };
  });
}

/** The canary becomes live for everyone. */
export async function promote(store: ReleaseStore, part: Part, options: SwitchOptions = {}): Promise<Pointer> {
  const canary = store.pointer(part).canary;
  if (!canary) throw new ReleaseRefused(`${part} has no canary to promote`);
  await assertServable(store, part, canary.version, options);
  return store.update(part, (pointer) => {
    if (pointer.canary?.version !== canary.version)
      throw new ReleaseRefused(`${part}'s canary changed meanwhile; look again with \`pnpm releases ${part}\``);
    return { live: canary.version, history: [...pointer.history, step('promote', canary.version, pointer.live)] };
  });
}

/**
 * Without a version: ends a running canary, or else goes back to the release built before the live
 * one. With a version: makes that stored release live.
 */
export async function rollback(
  store: ReleaseStore,
  part: Part,
  version?: string,
  options: SwitchOptions = {},
): Promise<{ pointer: Pointer; what: string }> {
  const current = store.pointer(part);
  if (!version && current.canary) {
    const ended = current.canary.version;
    const pointer = store.update(part, (pointer) => ({
      live: pointer.live,
      history: [...pointer.history, step('end-canary', ended, pointer.live)],
    }));
    return { pointer, what: `canary ${ended} ended; everyone gets ${pointer.live}` };
  }
  if (!current.live && !version) throw new ReleaseRefused(`${part} has no live release to roll back`);
  const target = version ?? store.releaseBefore(part, current.live!)?.version;
  if (!target) throw new ReleaseRefused(`${part} has no release older than ${current.live} to go back to`);
  if (target === current.live) throw new ReleaseRefused(`${part} ${target} is already live`);
  const pointer = await makeLive(store, part, target, current.live ? 'rollback' : 'live', options);
  return { pointer, what: `${part} live: ${target}${current.live ? ` (was ${current.live})` : ''}` };
}
