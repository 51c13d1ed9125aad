// `node scripts/compat-matrix.mjs [--baseline <commit>] [--keep]` — the compatibility matrix
// (docs/decisions/004-compatibility-matrix.md). The shell and the remotes are released apart, so
// production runs a new shell with old remotes and the other way round. This builds each part's
// previous release (release-baseline.json, or --baseline / COMPAT_BASELINE for every part) in a
// temporary git worktree, stores it and the current build (`pnpm build`, already run) as releases,
// and runs e2e/compat against the current server twice: previous shell + current remotes, and
// current shell + previous remotes. Exits non-zero when a combination fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONT_ENDS, needsBuild, repo, run } from './lib.mjs';
import { buildBaselines, freePort, pnpm } from './compat-builds.mjs';
import { partSources, readBaseline } from './release-baseline.mjs';

// The e2e suite's administrator (e2e/support/env.ts): the smoke spec logs in with it.
const ADMIN = { email: 'admin@dds.test', password: 'e2e-Admin-Pass-2026' };

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: repo, encoding: 'utf8' }).trim();

function fail(message) {
  console.error(`compat-matrix: ${message}`);
  process.exit(1);
}

/** Each part's baseline as a full commit hash that this clone has. */
function baselineCommits() {
  const at = args.indexOf('--baseline');
  const forced = at >= 0 ? args[at + 1] : process.env.COMPAT_BASELINE;
  const recorded = readBaseline();
  return Object.fromEntries(
    FRONT_ENDS.map((part) => {
      const ref = forced || recorded[part]?.commit;
      if (!ref)
        fail(
          `release-baseline.json names no commit for ${part}; \`pnpm release ${part}\` records one, or pass --baseline <commit>`,
        );
      try {
        return [part, git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)];
      } catch {
        return fail(
          `${part}'s baseline ${ref} is not in this clone's history (a shallow clone? \`git fetch --unshallow\`)`,
        );
      }
    }),
  );
}

/** True when the part's sources at `commit` are those of the working tree: the builds would match. */
function sameSources(commit, part) {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', ...partSources(part)], { cwd: repo });
    return true;
  } catch {
    return false;
  }
}

/** The part's package version in the working tree, or at `commit`. */
const packageVersion = (part, commit) =>
  JSON.parse(
    commit
      ? git('show', `${commit}:${part}/package.json`)
      : fs.readFileSync(path.join(repo, part, 'package.json'), 'utf8'),
  ).version;

if (needsBuild() || !fs.existsSync(path.join(repo, 'server/dist/main.js')))
  fail('the current build is missing or older than its sources: run `pnpm build` first');
const commits = baselineCommits();
const head = git('rev-parse', 'HEAD');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-compat-'));
const worktrees = [];

function cleanUp() {
  for (const dir of worktrees.splice(0)) {
    try {
      git('worktree', 'remove', '--force', dir);
    } catch (error) {
      console.error(`compat-matrix: could not remove the worktree ${dir}: ${error.message}`);
    }
  }
  if (keep) console.log(`Kept ${tmp} (--keep)`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`compat-matrix: ${error.message}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}

async function main() {
  // Every build becomes a release folder: previous (built from its commit) and current (pnpm build).
  const builds = { previous: {}, current: {} };
  const toBuild = {};
  for (const part of FRONT_ENDS) {
    const commit = commits[part];
    const dirty = git('status', '--porcelain', '--', ...partSources(part)) ? '.dirty' : '';
    const [current, previous] = [packageVersion(part), packageVersion(part, commit)];
    builds.current[part] = {
      dir: path.join(repo, part, 'dist'),
      commit: head.slice(0, 7) + dirty,
      packageVersion: current,
      version: `${current}-current-${head.slice(0, 7)}${dirty}`,
    };
    builds.previous[part] = {
      commit: commit.slice(0, 7),
      packageVersion: previous,
      version: `${previous}-previous-${commit.slice(0, 7)}`,
    };
    if (sameSources(commit, part)) {
      // Still run, on the current build under the previous name: the matrix's machinery (stores,
      // pointers, servers, spec) is proven on every run, not first on the day a release differs.
      console.log(
        `${part}: previous release ${commit.slice(0, 7)} has the same sources as this tree; its current build stands in for it (this run checks the machinery, not a difference).`,
      );
      builds.previous[part].dir = builds.current[part].dir;
    } else {
      console.log(
        `${part}: previous release ${commit.slice(0, 7)}, current ${builds.current[part].commit}: sources differ, building the previous one.`,
      );
      toBuild[part] = { commit, version: builds.previous[part].version };
    }
  }
  for (const [part, dir] of Object.entries(await buildBaselines(tmp, toBuild, worktrees)))
    builds.previous[part].dir = dir;
  console.log(`[${seconds()}] previous builds ready`);

  const runs = [
    {
      id: 'previous-shell',
      title: 'previous shell release with the current remotes',
      pick: { shell: 'previous', 'public-site': 'current', 'admin-panel': 'current' },
    },
    {
      id: 'previous-remotes',
      title: 'current shell with the previous remote releases',
      pick: { shell: 'current', 'public-site': 'previous', 'admin-panel': 'previous' },
    },
  ];
  const matrix = { serverDir: path.join(repo, 'server'), runs: [] };
  for (const { id, title, pick } of runs) {
    const port = await freePort();
    const env = serverEnv(path.join(tmp, id), port);
    for (const part of FRONT_ENDS)
      if ((await storeRelease(env, part, builds[pick[part]][part])) !== 0)
        throw new Error(`could not store ${part} for ${id}`);
    matrix.runs.push({
      id,
      title,
      port,
      env,
      releases: Object.fromEntries(FRONT_ENDS.map((part) => [part, builds[pick[part]][part].version])),
    });
  }
  const matrixFile = path.join(tmp, 'matrix.json');
  fs.writeFileSync(matrixFile, JSON.stringify(matrix, null, 2));
  console.log(`[${seconds()}] release stores ready; running e2e/compat:`);
  for (const entry of matrix.runs)
    console.log(
      `  ${entry.id}: ${entry.title} — ${FRONT_ENDS.map((part) => `${part} ${entry.releases[part]}`).join(', ')}`,
    );

  const code = await pnpm(['--filter', '@dds/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.compat.config.ts'], {
    env: { ...process.env, COMPAT_MATRIX: matrixFile },
  });
  console.log(
    `compat-matrix: ${code === 0 ? 'both directions work' : 'FAILED'} (${seconds()}; report e2e/test-results/compat-report.json)`,
  );
  return code;
}

/** A server that serves only its release store: no *_DIST folder to fall back to. */
function serverEnv(root, port) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(root, 'data'),
    RELEASES_DIR: 'releases',
    SHELL_DIST: path.join(root, 'no-shell-dist'),
    PUBLIC_SITE_DIST: path.join(root, 'no-public-site-dist'),
    ADMIN_PANEL_DIST: path.join(root, 'no-admin-panel-dist'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_LOGIN_PER_15MIN: '10000',
    LOG_LEVEL: 'warn',
  };
}

/**
 * `releases describe` on a copy of the build (release.json is never written into a dist folder of
 * the tree), then `releases add`, which checks it, stores it and makes it live.
 */
async function storeRelease(env, part, build) {
  const staging = fs.mkdtempSync(path.join(tmp, `${part}-`));
  fs.cpSync(build.dir, staging, { recursive: true });
  const cli = (cliArgs) =>
    run(process.execPath, [path.join(repo, 'server/run.mjs'), 'releases', ...cliArgs], {
      env: { ...process.env, ...env },
    });
  try {
    const described = await cli([
      'describe',
      part,
      staging,
      build.version,
      build.commit,
      new Date().toISOString(),
      build.packageVersion,
    ]);
    return described || (await cli(['add', part, staging]));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
