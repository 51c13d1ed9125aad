// `pnpm start`: serves the production build on PORT (default 8080), building first when needed.
import { needsBuild, run } from './lib.mjs';

if (needsBuild()) {
  console.log('Building the front ends (first start or sources changed)…');
  const code = await run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await run('pnpm', ['--filter', '@dds/server', 'start'], { env: { NODE_ENV: 'production', ...process.env } }));
