import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
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

/** The folder a build is kept in for the rest of the run, named by what it is built from. */
function buildFolder(remote: keyof typeof REMOTES, build: RemoteBuild): string {
  const key = JSON.stringify([remote, build.release, build.config ?? '', build.env ?? {}]);
  return path.join(E2E_ROOT, 'remote-builds', crypto.createHash('sha256').update(key).digest('hex').slice(0, 16));
}

/**
 * Builds `remote` as `build` says (browser build only), once per run: a second test asking for the
 * same build gets a copy of the first's (webpack's production build of a remote takes 1–5 minutes on
 * the 2-core CI machine; e2e/README.md, "Where the time goes"). Kept on disk, so a worker restarted
 * after a failed test finds it too; written under another name first, so a half-written build is never taken.
 */
function builtRemote(remote: keyof typeof REMOTES, build: RemoteBuild): string {
  const kept = buildFolder(remote, build);
  if (fs.existsSync(kept)) return kept;
  const writing = `${kept}.writing`;
  fs.rmSync(writing, { recursive: true, force: true });
  const args = [
    webpackCli,
    '--mode',
    'production',
    '--output-path',
    writing,
    ...(build.config ? ['--config', build.config] : []),
  ];
  execFileSync(process.execPath, args, {
    cwd: path.join(repo, remote),
    env: { ...process.env, ...build.env, DDS_RELEASE: build.release },
    stdio: 'pipe',
  });
  fs.renameSync(writing, kept);
  return kept;
}

/**
 * A deploy of one remote while the server runs: its build with DDS_RELEASE = `release` (made once per
 * run, see `builtRemote`) is copied in place of the served one, `whileDeployed` runs, then the previous
 * build is put back and the copy removed, so later tests see the usual site.
 */
export async function withDeployedRemoteBuild(
  remote: keyof typeof REMOTES,
  build: RemoteBuild,
  whileDeployed: () => Promise<void>,
) {
  const served = REMOTES[remote];
  const next = path.join(E2E_ROOT, `${remote}-${build.release}`);
  fs.rmSync(next, { recursive: true, force: true });
  const buildStart = Date.now();
  const built = builtRemote(remote, build);
  // The build is the machine's time, not the test's: whichever test pays for it gets it on top of its
  // own timeout (synchronous, so no timer of the test could fire before this line).
  if (test.info().timeout > 0) test.info().setTimeout(test.info().timeout + (Date.now() - buildStart));
  fs.cpSync(built, next, { recursive: true });
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

/**
 * The release label of a redeploy of the public site as it is: one per run (the run's data folder
 * is named by its start), so every test that redeploys it shares one build, and no page of this run
 * shows the label before a test deploys it.
 */
export const REDEPLOY_RELEASE = `redeploy-${path.basename(E2E_ROOT)}`;

/** A redeploy of the public site as it is (a new release label only, {@link REDEPLOY_RELEASE}). */
export const withRedeployedPublicSite = (whileDeployed: () => Promise<void>) =>
  withDeployedRemoteBuild('public-site', { release: REDEPLOY_RELEASE }, whileDeployed);
