import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A production server of its own on a brand-new data folder: no admin, no ADMIN_EMAIL. */
export interface FirstRunServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startFirstRunServer(env: Record<string, string>): Promise<FirstRunServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-e2e-first-run-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // No admin from the environment; and not counted among this run's main server's processes (E2E_ROOT).
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, E2E_ROOT: _r, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'server/dist/main.js')], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The origin the browser uses: reset links point here, and the admin Origin check accepts it.
      PUBLIC_ORIGIN: url,
      SHELL_DIST: path.join(repo, 'shell/dist'),
      PUBLIC_SITE_DIST: path.join(repo, 'public-site/dist'),
      ADMIN_PANEL_DIST: path.join(repo, 'admin-panel/dist'),
      RATE_LIMIT_FORMS_PER_MIN: '10000',
      RATE_LIMIT_LOGIN_PER_15MIN: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && output.includes('Admin:')) break;
    if (i > 300 || server.exitCode !== null) throw new Error(`the first-run server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
