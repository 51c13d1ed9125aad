// Small helpers for the root scripts (plain Node, no dependencies, so they run before install).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// What counts as a source is one rule for the server's build and the front ends' (plain Node, no dependencies).
import { newestMtime } from '../server/build.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FRONT_ENDS = ['shell', 'public-site', 'admin-panel'];

/**
 * Runs a command with inherited output; resolves to its exit code. `pnpm` runs through the pnpm
 * that started us (npx pnpm@10 …), so a machine without a global pnpm works too.
 */
export function run(command, args, options = {}) {
  const execPath = process.env.npm_execpath;
  if (command === 'pnpm' && execPath && /pnpm/.test(execPath))
    [command, args] = [process.execPath, [execPath, ...args]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** True when a front end has no build or its sources (or the shared package) changed since. */
export function needsBuild() {
  const sharedChanged = newestMtime(path.join(repo, 'shared/src'));
  return FRONT_ENDS.some((pkg) => {
    const marker = path.join(repo, pkg, 'dist/mf-manifest.json');
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    return (
      Math.max(newestMtime(path.join(repo, pkg, 'src')), newestMtime(path.join(repo, pkg, 'public')), sharedChanged) >
      built
    );
  });
}
