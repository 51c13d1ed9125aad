// Prerenders every public route into dist/prerender/ (HTML fragment + head tags per route, and a
// manifest the server reads). Runs after the browser build: `pnpm --filter @dds/public-site build`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--config', 'webpack.prerender.js'], { cwd: root, stdio: 'inherit' });
const { renderPage } = require(path.join(root, '.prerender/render-page.js'));

// The routes of SPEC.md §2 (plus privacy/terms), keyed as the server looks them up; '*' = not found.
const ROUTES = ['/', '/about1', '/digital', '/social', '/seo', '/content', '/graphic', '/videoediting', '/web', '/donation',
  '/registrationform', '/inquiryform', '/admissionform', '/videos', '/photos', '/getintouch', '/offlinecourses',
  '/onilnecourses', '/privacy', '/terms', '*'];
const HEAD_TAG = /<title>[\s\S]*?<\/title>|<meta name="description"[^>]*>/g;

const out = path.join(root, 'dist/prerender');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const manifest = { routes: {}, heads: {} };
for (const route of ROUTES) {
  const html = await renderPage(route === '*' ? '/this-page-does-not-exist' : route);
  const name = route === '*' ? 'not-found' : route === '/' ? 'home' : route.slice(1);
  // React renders each page's <title>/<meta> in place; they belong in <head>, which the server fills.
  fs.writeFileSync(path.join(out, `${name}.html`), html.replace(HEAD_TAG, ''));
  fs.writeFileSync(path.join(out, `${name}.head.html`), (html.match(HEAD_TAG) ?? []).join(''));
  manifest.routes[route] = `${name}.html`;
  manifest.heads[route] = `${name}.head.html`;
}
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`prerendered ${ROUTES.length} public pages into dist/prerender/`);
