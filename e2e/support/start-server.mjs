// The e2e web server: a fresh data directory, a private copy of the built front ends (so a test can
// swap a remote's files while the server runs without touching the repository), then the real server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = process.env.E2E_ROOT;
if (!root) throw new Error('E2E_ROOT is not set');

fs.rmSync(root, { recursive: true, force: true });
for (const [from, to] of [
  ['shell/dist', process.env.SHELL_DIST],
  ['public-site/dist', process.env.PUBLIC_SITE_DIST],
  ['admin-panel/dist', process.env.ADMIN_PANEL_DIST],
]) {
  const source = path.join(repo, from);
  if (!fs.existsSync(source)) throw new Error(`${from} is not built: run \`pnpm build\` first`);
  fs.cpSync(source, to, { recursive: true });
}

// Through the pnpm that started the suite when there is one (a fresh machine may have no global pnpm).
const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const server = spawn(pnpm[0], [...pnpm.slice(1), '--filter', '@dds/server', 'start'], { cwd: repo, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
