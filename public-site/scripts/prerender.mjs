// Prerenders every public route into dist/prerender/ (HTML fragment + head tags per route, and a
// manifest the server reads). Runs after the browser build, from scripts/build.mjs (`pnpm --filter @dds/public-site build`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--config', 'webpack.prerender.js'], {
  cwd: root,
  stdio: 'inherit',
});
const serverDir = path.join(root, 'dist/server');
const renderModule = fs.readdirSync(serverDir).find((f) => /^render-page\.[0-9a-f]+\.js$/.test(f));
if (!renderModule) throw new Error('webpack.prerender.js built no render-page.<hash>.js');
const { renderPageParts } = require(path.join(serverDir, renderModule));

// The routes of docs/contract.md §2 (plus privacy/terms), keyed as the server looks them up; '*' = not found.
const ROUTES = [
  '/',
  '/about1',
  '/digital',
  '/social',
  '/seo',
  '/content',
  '/graphic',
  '/videoediting',
  '/web',
  '/donation',
  '/registrationform',
  '/inquiryform',
  '/admissionform',
  '/videos',
  '/photos',
  '/getintouch',
  '/offlinecourses',
  '/onilnecourses',
  '/privacy',
  '/terms',
  '*',
];

const out = path.join(root, 'dist/prerender');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const manifest = { renderModule, routes: {}, heads: {} };
// Each page in English and in Hindi, the same route under /hi (docs/decisions/026-hindi.md).
const HINDI = ROUTES.map((route) => (route === '/' ? '/hi' : route === '*' ? '/hi/*' : `/hi${route}`));
for (const route of [...ROUTES, ...HINDI]) {
  const { head, body } = await renderPageParts(
    route.endsWith('*') ? route.replace(/\*$/, '').replace(/\/?$/, '/this-page-does-not-exist') : route,
  );
  const base = route.replace(/^\/hi(?=\/|$)/, '') || '/';
  const english = base === '/*' || base === '*' ? 'not-found' : base === '/' ? 'home' : base.slice(1);
  const name = route === base ? english : `hi-${english}`;
  fs.writeFileSync(path.join(out, `${name}.html`), body);
  fs.writeFileSync(path.join(out, `${name}.head.html`), head);
  manifest.routes[route] = `${name}.html`;
  manifest.heads[route] = `${name}.head.html`;
}
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`prerendered ${ROUTES.length * 2} public pages into dist/prerender/`);
