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

// The compiled server, as `pnpm start` runs it in production (node, no TypeScript toolchain).
const serverMain = path.join(repo, 'server/dist/main.js');
if (!fs.existsSync(serverMain)) throw new Error('server/dist/main.js is not built: run `pnpm build` first');
const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: path.join(repo, 'server'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
