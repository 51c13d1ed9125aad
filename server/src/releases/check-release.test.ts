import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkRelease } from './check-release';
import { writeFakeRelease } from './fake-release';
import { PARTS } from './parts';
import { readReleaseManifest, writeReleaseManifest } from './release-manifest';

describe('a release is complete or refused, naming what is wrong', () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-check-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each(PARTS)('a whole %s build is complete', (part) => {
    expect(checkRelease(writeFakeRelease(path.join(root, part), part, '1.0.0-a'), part)).toEqual([]);
  });

  it('a half-copied release (a chunk missing) is refused naming the file', () => {
    const dir = writeFakeRelease(path.join(root, 'p'), 'public-site', '1.0.0-a');
    fs.rmSync(path.join(dir, '42.bbbbbbbb.js'));
    expect(checkRelease(dir)).toEqual(['42.bbbbbbbb.js is missing']);
  });

  it('a file cut short or replaced is refused', () => {
    const dir = writeFakeRelease(path.join(root, 'p'), 'admin-panel', '1.0.0-a');
    fs.writeFileSync(path.join(dir, 'home.aaaaaaaa.js'), 'hom');
    fs.writeFileSync(path.join(dir, '42.bbbbbbbb.js'), 'CHUNK');
    expect(checkRelease(dir)).toEqual([
      '42.bbbbbbbb.js differs from the build (SHA-256)',
      'home.aaaaaaaa.js has 3 bytes, expected 4',
    ]);
  });

  it('a brotli twin of another build (listed with its own hash) is refused: it would serve old code', () => {
    const dir = writeFakeRelease(path.join(root, 'p'), 'public-site', '1.0.0-a');
    const stale = writeFakeRelease(path.join(root, 'old'), 'public-site', '0.9.0-old');
    fs.copyFileSync(path.join(stale, 'remoteEntry.js.br'), path.join(dir, 'remoteEntry.js.br'));
    // Described again, so only the twin check can see it (as when a whole folder was assembled wrongly).
    describeAgain(dir);
    expect(checkRelease(dir)).toEqual(['remoteEntry.js.br does not decompress to remoteEntry.js']);
  });

  it('a remoteEntry.js naming a chunk the build does not have is refused', () => {
    const dir = writeFakeRelease(path.join(root, 'p'), 'admin-panel', '1.0.0-a');
    const entry = fs
      .readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')
      .replace('42:"bbbbbbbb"', '42:"bbbbbbbb",77:"eeeeeeee"');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    describeAgain(dir);
    expect(checkRelease(dir)).toEqual(['77.eeeeeeee.js (named by remoteEntry.js) is missing']);
  });

  it("the shell's page must find its scripts, and the public site its render module", () => {
    const shell = writeFakeRelease(path.join(root, 's'), 'shell', '1.0.0-a');
    fs.writeFileSync(path.join(shell, 'index.html'), '<script defer src=/main.99999999.js></script>');
    describeAgain(shell);
    expect(checkRelease(shell)).toEqual(['main.99999999.js (named by index.html) is missing']);

    const site = writeFakeRelease(path.join(root, 'p'), 'public-site', '1.0.0-a');
    fs.rmSync(path.join(site, 'server'), { recursive: true });
    describeAgain(site);
    expect(checkRelease(site)).toEqual([
      'server/render-page.dddddddd.js (named by prerender/manifest.json) is missing',
    ]);
  });

  it('a folder without release.json, or of another part, is refused', () => {
    const dir = writeFakeRelease(path.join(root, 'p'), 'admin-panel', '1.0.0-a');
    expect(checkRelease(dir, 'public-site')).toEqual(['release.json says part "admin-panel", expected "public-site"']);
    fs.rmSync(path.join(dir, 'release.json'));
    expect(checkRelease(dir)[0]).toMatch(/^release\.json is missing or unreadable/);
  });
});

/** Re-describes a folder after a test changed it, keeping its identity (as a bad build would). */
const describeAgain = (dir: string) => writeReleaseManifest(dir, readReleaseManifest(dir));
