import fs from 'node:fs';
import path from 'node:path';
import { log, run } from './util';

export const REPO = path.resolve(__dirname, '..', '..');
export const BENCH_DIR = path.resolve(__dirname, '..');
export const STANDALONE_DIST = path.join(BENCH_DIR, '.out', 'standalone');

/**
 * `pnpm build` (shell + both remotes, production), then the standalone public site. Other teams
 * may be mid-edit: a failed build is recorded and the bench measures the dist/ already there.
 */
export async function buildAll(errors: Record<string, string>): Promise<{ composedMs: number; standaloneMs: number }> {
  let t0 = Date.now();
  log('pnpm build (shell + remotes, production)');
  await run('pnpm', ['run', 'build'], { cwd: REPO }).catch(
    (e: Error) => (errors['build-composed'] = `${e.message} (measured the previous dist/)`),
  );
  const composedMs = Date.now() - t0;
  t0 = Date.now();
  log('standalone public site (no federation) → bench/.out/standalone');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(REPO, 'public-site')] });
  await run(process.execPath, [webpackCli, '--config', path.join(BENCH_DIR, 'standalone.webpack.js')], {
    cwd: BENCH_DIR,
  });
  return { composedMs, standaloneMs: Date.now() - t0 };
}

const WEB = path.join(BENCH_DIR, '.out', 'web');

/**
 * Copies the three dist/ folders into bench/.out/web right after the build: other engineers
 * rebuild the real dist/ folders while the bench runs, and every section must measure one build.
 */
export function snapshotDists(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [pkg, variable] of [
    ['shell', 'SHELL_DIST'],
    ['public-site', 'PUBLIC_SITE_DIST'],
    ['admin-panel', 'ADMIN_PANEL_DIST'],
  ] as const) {
    const to = path.join(WEB, pkg);
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(path.join(REPO, pkg, 'dist'), to, { recursive: true });
    env[variable] = to;
  }
  return env;
}
