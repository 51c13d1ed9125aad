import path from 'node:path';
import { log, run } from './util';

export const REPO = path.resolve(__dirname, '..', '..');
export const BENCH_DIR = path.resolve(__dirname, '..');
export const STANDALONE_DIST = path.join(BENCH_DIR, '.out', 'standalone');

/** `pnpm build` (shell + both remotes, production), then the standalone public site. */
export async function buildAll(): Promise<{ composedMs: number; standaloneMs: number }> {
  let t0 = Date.now();
  log('pnpm build (shell + remotes, production)');
  await run('pnpm', ['run', 'build'], { cwd: REPO });
  const composedMs = Date.now() - t0;
  t0 = Date.now();
  log('standalone public site (no federation) → bench/.out/standalone');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(REPO, 'public-site')] });
  await run(process.execPath, [webpackCli, '--config', path.join(BENCH_DIR, 'standalone.webpack.js')], { cwd: BENCH_DIR });
  return { composedMs, standaloneMs: Date.now() - t0 };
}
