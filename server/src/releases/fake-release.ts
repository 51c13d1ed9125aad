// Test helper: small but real release folders of each part, shaped as the webpack builds are
// (a remoteEntry.js whose chunk-filename function names its chunks, an mf-manifest.json, brotli
// twins, the shell's index.html and main script, the public site's prerender and render module).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Part } from './parts';
import { writeReleaseManifest } from './release-manifest';

export interface FakeReleaseOptions {
  /** The public site's render module source (default: renders `<main>page URL</main>`). */
  renderModule?: string;
  builtAt?: string;
}

const write = (file: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

const CHUNK_FUNCTION = 'a.u=e=>(({17:"home"}[e]||e)+"."+{17:"aaaaaaaa",42:"bbbbbbbb"}[e]+".js")';

export function writeFakeRelease(dir: string, part: Part, version: string, options: FakeReleaseOptions = {}): string {
  fs.rmSync(dir, { recursive: true, force: true });
  if (part === 'shell') {
    write(
      path.join(dir, 'index.html'),
      `<!doctype html><html lang=en><head><title>DDS</title></head><body><div id=root><dds-boot>Loading</dds-boot></div><script defer src=/main.cccccccc.js></script></body></html>`,
    );
    write(path.join(dir, 'main.cccccccc.js'), `/* shell ${version} */${CHUNK_FUNCTION.replace('home', 'emotion')}`);
    write(path.join(dir, 'emotion.aaaaaaaa.js'), 'emotion');
    write(path.join(dir, '42.bbbbbbbb.js'), 'chunk');
  } else {
    const entry = `/* ${part} ${version} */${CHUNK_FUNCTION}`;
    write(path.join(dir, 'remoteEntry.js'), entry);
    write(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    write(path.join(dir, 'home.aaaaaaaa.js'), 'home');
    write(path.join(dir, '42.bbbbbbbb.js'), 'chunk');
    write(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['home.aaaaaaaa.js'], async: ['42.bbbbbbbb.js'] } } }],
      }),
    );
  }
  if (part === 'public-site') {
    write(
      path.join(dir, 'prerender', 'manifest.json'),
      JSON.stringify({
        renderModule: 'render-page.dddddddd.js',
        routes: { '/': 'index.html', '/digital': 'digital.html' },
      }),
    );
    write(path.join(dir, 'prerender', 'index.html'), `<main>prerendered home of ${version}</main>`);
    write(path.join(dir, 'prerender', 'digital.html'), `<main>prerendered digital of ${version}</main>`);
    write(
      path.join(dir, 'server', 'render-page.dddddddd.js'),
      options.renderModule ??
        `exports.renderPageParts = async (url) => ({ head: '<title>${version}</title>', body: '<main>rendered ' + url + ' by ${version}</main>' });`,
    );
  }
  writeReleaseManifest(dir, {
    part,
    version,
    builtAt: options.builtAt ?? new Date().toISOString(),
    commit: 'abc1234',
    packageVersion: '1.0.0',
  });
  return dir;
}
