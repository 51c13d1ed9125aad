import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './env';

const repo = path.resolve(__dirname, '../..');
type Part = 'shell' | 'public-site' | 'admin-panel';

export interface CliResult {
  code: number;
  output: string;
}

/** A production server of its own whose front ends come only from its release store. */
export interface ReleaseServer {
  url: string;
  dataDir: string;
  /** `releases …` from the command line, as an operator runs it (server/run.mjs, this store). */
  cli(args: string[]): CliResult;
  /** This repository's build of a part, stored as release `version` (`change` edits the copy first). */
  store(part: Part, version: string, change?: (dir: string) => void): CliResult;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startReleaseServer(env: Record<string, string> = {}): Promise<ReleaseServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-e2e-releases-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // No build folders: a page can only be served from a stored release.
    SHELL_DIST: path.join(root, 'no-shell-folder'),
    PUBLIC_SITE_DIST: path.join(root, 'no-public-site-folder'),
    ADMIN_PANEL_DIST: path.join(root, 'no-admin-panel-folder'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_FORMS_PER_MIN: '10000',
    RATE_LIMIT_LOGIN_PER_15MIN: '10000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const cli = (args: string[]): CliResult => {
    const run = spawnSync(process.execPath, [path.join(repo, 'server/run.mjs'), 'releases', ...args], {
      env: serverEnv,
      encoding: 'utf8',
    });
    return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
  };
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'server/dist/main.js')], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 200 || server.exitCode !== null) throw new Error('the release server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    cli,
    store(part, version, change) {
      const dir = path.join(root, 'builds', `${part}-${version}`);
      fs.cpSync(path.join(repo, part, 'dist'), dir, { recursive: true });
      change?.(dir);
      const described = cli(['describe', part, dir, version, 'e2e', new Date().toISOString(), '1.0.0']);
      return described.code === 0 ? cli(['add', part, dir, '--no-live']) : described;
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
