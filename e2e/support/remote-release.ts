import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST, E2E_ROOT } from './env';

const repo = path.resolve(__dirname, '../..');
const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(repo, 'public-site')] });

const REMOTES = {
  'public-site': E2E_DIST.publicSite,
  'admin-panel': E2E_DIST.adminPanel,
} as const;

export interface RemoteBuild {
  /** DDS_RELEASE of the build (the public footer shows it). */
  release: string;
  /** Another webpack config than the remote's own (e2e/builds/…). */
  config?: string;
  /** More build environment, e.g. DDS_SHARED_CONTRACT. */
  env?: Record<string, string>;
}

/**
 * A deploy of one remote while the server runs: builds it (browser build only) with DDS_RELEASE =
 * `release`, swaps its folder in for the served one, runs `whileDeployed`, then puts the previous
 * build back and removes the new one, so later tests see the usual site.
 */
export async function withDeployedRemoteBuild(
  remote: keyof typeof REMOTES,
  build: RemoteBuild,
  whileDeployed: () => Promise<void>,
) {
  const served = REMOTES[remote];
  const next = path.join(E2E_ROOT, `${remote}-${build.release}`);
  const args = [
    webpackCli,
    '--mode',
    'production',
    '--output-path',
    next,
    ...(build.config ? ['--config', build.config] : []),
  ];
  execFileSync(process.execPath, args, {
    cwd: path.join(repo, remote),
    env: { ...process.env, ...build.env, DDS_RELEASE: build.release },
    stdio: 'pipe',
  });
  const previous = `${served}-before-${build.release}`;
  fs.renameSync(served, previous);
  fs.renameSync(next, served);
  try {
    await whileDeployed();
  } finally {
    fs.renameSync(served, next);
    fs.renameSync(previous, served);
    fs.rmSync(next, { recursive: true, force: true });
  }
}

/** A redeploy of the public site as it is (a new release label only). */
export const withDeployedPublicSiteBuild = (release: string, whileDeployed: () => Promise<void>) =>
  withDeployedRemoteBuild('public-site', { release }, whileDeployed);
