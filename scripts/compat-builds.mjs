// The compatibility matrix's previous builds (docs/decisions/004-compatibility-matrix.md): each
// baseline commit checked out in a temporary git worktree, installed from its own lockfile and
// built one package at a time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repo, run } from './lib.mjs';

/** pnpm as the caller ran it (`pnpm test` sets npm_execpath), else through npx as the README does. */
export function pnpm(args, options) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return run(process.execPath, [execPath, ...args], options);
  return run('npx', ['-y', 'pnpm@10', ...args], options);
}

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Builds `toBuild` (`{ part: { commit, version } }`) and returns `{ part: dir }`, the build in its
 * worktree (under `tmp`; each new worktree is pushed on `worktrees` for the caller to remove). One
 * worktree and one install per distinct commit.
 */
export async function buildBaselines(tmp, toBuild, worktrees) {
  const byCommit = new Map();
  for (const [part, { commit }] of Object.entries(toBuild))
    byCommit.set(commit, [...(byCommit.get(commit) ?? []), part]);
  const built = {};
  for (const [commit, parts] of byCommit) {
    const src = path.join(tmp, `src-${commit.slice(0, 7)}`);
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', src, commit], { cwd: repo, stdio: 'inherit' });
    worktrees.push(src);
    // The baseline's own lockfile; the shared pnpm store already holds nearly all of it.
    console.log(`\n--- ${commit.slice(0, 7)}: install (for ${parts.join(', ')}) ---`);
    if ((await pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: src })) !== 0)
      throw new Error(`pnpm install failed in the worktree of ${commit.slice(0, 7)}`);
    // One webpack build at a time: each takes 400–700 MB; all three at once do not fit a small CI box.
    for (const part of parts) {
      console.log(`\n--- ${commit.slice(0, 7)}: build ${part} as ${toBuild[part].version} ---`);
      const env = { ...process.env, DDS_RELEASE: toBuild[part].version };
      if ((await pnpm(['--filter', `@dds/${part}`, 'run', 'build'], { cwd: src, env })) !== 0)
        throw new Error(`the build of ${part} at ${commit.slice(0, 7)} failed`);
      built[part] = path.join(src, part, 'dist');
      if (!fs.existsSync(built[part])) throw new Error(`${part} at ${commit.slice(0, 7)} built no dist/`);
    }
  }
  return built;
}
