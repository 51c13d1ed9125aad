// `pnpm --filter @dds/public-site build`: the browser build, then the prerender (server render
// module + prerendered pages). Both print the release label in the footer; it is fixed here once
// and handed to both, so a build running across midnight UTC does not give the browser bundle and
// the server render different dates — which would make every hydration mismatch on the footer.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { releaseLabel } = require('../../tools/build/webpack-common');
const env = { ...process.env, DDS_RELEASE: releaseLabel(root) };
execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
execFileSync(process.execPath, [path.join(root, 'scripts/prerender.mjs')], { cwd: root, stdio: 'inherit', env });
