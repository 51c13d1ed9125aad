// `pnpm start`: serves the production build on PORT (default 8080), building first when needed.
// The server runs as `node server/dist/main.js` (compiled by `pnpm build`): no TypeScript toolchain
// in the running process tree.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverBuildIsStale } from '../server/build.mjs';
import { needsBuild, repo, run } from './lib.mjs';

if (needsBuild()) {
  console.log('Building (first start or sources changed)…');
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
} else if (serverBuildIsStale()) {
  console.log('Compiling the server (sources changed)…');
  const code = await run('pnpm', ['--filter', '@dds/server', 'run', 'build']);
  if (code !== 0) process.exit(code);
}

const serverDir = path.join(repo, 'server');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist', 'main.js')], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// A service manager stops `pnpm start` with SIGTERM: pass it on so the server drains and closes.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
