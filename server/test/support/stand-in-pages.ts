import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../src/config';

// A page answer needs the shell's index.html and, for a rendered page, the public site's render
// module and its prerender manifest. Tests of what a page carries write small stand-ins of them.

const STAND_IN_SHELL =
  '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading</dds-boot></div></body></html>';

const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

/** The shell's index.html: enough for the server to answer a page with its inline content. */
export function writeStandInShell(config: Config): void {
  write(path.join(config.shellDist, 'index.html'), STAND_IN_SHELL);
}

/** The shell plus a render module (`exports.renderPageParts = …`, as source) the manifest names. */
export function writeStandInPages(
  config: Config,
  renderModuleSource: string,
  renderModule = 'render-page.c0a5e000.js',
) {
  writeStandInShell(config);
  write(path.join(config.publicSiteDist, 'server', renderModule), renderModuleSource);
  write(
    path.join(config.publicSiteDist, 'prerender', 'manifest.json'),
    JSON.stringify({ renderModule, routes: {}, heads: {} }),
  );
}
