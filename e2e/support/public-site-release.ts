import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST, E2E_ROOT } from './env';

const repo = path.resolve(__dirname, '../..');

/**
 * A deploy of the public site while the server runs: builds the remote with DDS_RELEASE=`release`
 * (the footer shows it), swaps its folder in for the served one, runs `whileDeployed`, then puts
 * the previous build back and removes the new one, so later tests see the usual site.
 */
export async function withDeployedPublicSiteBuild(release: string, whileDeployed: () => Promise<void>) {
  const next = path.join(E2E_ROOT, `public-site-${release}`);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', next], {
    cwd: path.join(repo, 'public-site'),
    env: { ...process.env, DDS_RELEASE: release },
    stdio: 'pipe',
  });
  const previous = `${E2E_DIST.publicSite}-before-${release}`;
  fs.renameSync(E2E_DIST.publicSite, previous);
  fs.renameSync(next, E2E_DIST.publicSite);
  try {
    await whileDeployed();
  } finally {
    fs.renameSync(E2E_DIST.publicSite, next);
    fs.renameSync(previous, E2E_DIST.publicSite);
    fs.rmSync(next, { recursive: true, force: true });
  }
}
