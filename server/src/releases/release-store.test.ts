import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { writeFakeRelease } from './fake-release';
import { makeLive, promote, rollback, startCanary } from './release-actions';
import { ReleaseStore } from './release-store';

describe('the release store: immutable releases, one pointer per part', () => {
  let root: string;
  let store: ReleaseStore;
  /** Builds a release folder outside the store, built `minutesAgo` before now. */
  const build = (
    part: Parameters<typeof writeFakeRelease>[1],
    version: string,
    minutesAgo = 0,
    renderModule?: string,
  ) =>
    writeFakeRelease(path.join(root, 'builds', `${part}-${version}`), part, version, {
      builtAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      renderModule,
    });
  const stored = (part: Parameters<typeof writeFakeRelease>[1], version: string, minutesAgo = 0) =>
    store.add(part, build(part, version, minutesAgo));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-store-'));
    store = new ReleaseStore(path.join(root, 'releases'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores a release once; the same version again is refused, never overwritten', () => {
    stored('admin-panel', '1.0.0-a');
    const again = build('admin-panel', '1.0.0-a');
    fs.writeFileSync(path.join(again, 'home.aaaaaaaa.js'), 'changed');
    expect(() => store.add('admin-panel', again)).toThrow(
      'admin-panel 1.0.0-a is already stored; a release is never overwritten',
    );
    expect(fs.readFileSync(path.join(store.releaseDir('admin-panel', '1.0.0-a'), 'home.aaaaaaaa.js'), 'utf8')).toBe(
      'home',
    );
  });

  it('refuses a half-copied build naming the missing file, and leaves nothing behind', () => {
    const half = build('public-site', '1.0.0-a');
    fs.rmSync(path.join(half, 'home.aaaaaaaa.js'));
    expect(() => store.add('public-site', half)).toThrow(
      /is not a complete public-site release:\n {2}- home\.aaaaaaaa\.js is missing/,
    );
    const partDir = store.partDir('public-site');
    expect(fs.existsSync(partDir) ? fs.readdirSync(partDir) : []).toEqual([]);
    expect(store.list('public-site')).toEqual([]);
  });

  it('goes live, rolls back to the release before, and further back, by moving the pointer', async () => {
    stored('admin-panel', '1.0.0-a', 30);
    stored('admin-panel', '1.0.0-b', 20);
    stored('admin-panel', '1.0.0-c', 10);
    await makeLive(store, 'admin-panel', '1.0.0-c');
    expect((await rollback(store, 'admin-panel')).what).toBe('admin-panel live: 1.0.0-b (was 1.0.0-c)');
    expect((await rollback(store, 'admin-panel')).what).toBe('admin-panel live: 1.0.0-a (was 1.0.0-b)');
    await expect(rollback(store, 'admin-panel')).rejects.toThrow(
      'admin-panel has no release older than 1.0.0-a to go back to',
    );
    await rollback(store, 'admin-panel', '1.0.0-c');
    expect(store.pointer('admin-panel').live).toBe('1.0.0-c');
    expect(store.pointer('admin-panel').history.map((h) => `${h.action} ${h.version}`)).toEqual([
      'live 1.0.0-c',
      'rollback 1.0.0-b',
      'rollback 1.0.0-a',
      'rollback 1.0.0-c',
    ]);
  });

  it('a canary needs a live release; promote makes it live; rollback ends it', async () => {
    stored('shell', '1.0.0-a', 10);
    stored('shell', '1.0.0-b');
    await expect(startCanary(store, 'shell', '1.0.0-b', 10)).rejects.toThrow(/has no live release yet/);
    await makeLive(store, 'shell', '1.0.0-a');
    await expect(startCanary(store, 'shell', '1.0.0-b', 100)).rejects.toThrow(/whole percentage from 1 to 99/);
    await startCanary(store, 'shell', '1.0.0-b', 10);
    expect(store.pointer('shell')).toMatchObject({ live: '1.0.0-a', canary: { version: '1.0.0-b', percent: 10 } });
    expect((await rollback(store, 'shell')).what).toBe('canary 1.0.0-b ended; everyone gets 1.0.0-a');
    expect(store.pointer('shell').canary).toBeUndefined();
    await startCanary(store, 'shell', '1.0.0-b', 25);
    await promote(store, 'shell');
    expect(store.pointer('shell')).toMatchObject({ live: '1.0.0-b' });
    expect(store.pointer('shell').canary).toBeUndefined();
  });

  it('refuses to switch to a public-site release whose render module fails, keeping the live one', async () => {
    stored('public-site', '1.0.0-good', 10);
    await makeLive(store, 'public-site', '1.0.0-good');
    store.add('public-site', build('public-site', '1.0.0-bad', 0, "throw new Error('window is not defined');"));
    await expect(makeLive(store, 'public-site', '1.0.0-bad')).rejects.toThrow(
      /public-site 1\.0\.0-bad cannot serve pages:\n {2}- its server-render module \(server\/render-page\.dddddddd\.js\) failed: .*window is not defined/,
    );
    expect(store.pointer('public-site').live).toBe('1.0.0-good');
  });

  it('refuses to switch to a stored release that was damaged since', async () => {
    stored('admin-panel', '1.0.0-a');
    fs.rmSync(path.join(store.releaseDir('admin-panel', '1.0.0-a'), '42.bbbbbbbb.js'));
    await expect(makeLive(store, 'admin-panel', '1.0.0-a')).rejects.toThrow(
      'admin-panel 1.0.0-a is incomplete:\n  - 42.bbbbbbbb.js is missing',
    );
  });

  it('prunes the oldest beyond the kept count, but never live, canary or the one before live', async () => {
    for (const [version, minutesAgo] of [
      ['v1', 60],
      ['v2', 50],
      ['v3', 40],
      ['v4', 30],
      ['v5', 20],
      ['v6', 10],
    ] as const)
      stored('admin-panel', version, minutesAgo);
    await makeLive(store, 'admin-panel', 'v2');
    await startCanary(store, 'admin-panel', 'v3', 5);
    expect(store.prune('admin-panel', 2).sort()).toEqual(['v4']);
    expect(store.list('admin-panel').map((r) => r.version)).toEqual(['v6', 'v5', 'v3', 'v2', 'v1']);
  });

  it('pointer updates from many processes at once are never lost (the lock)', async () => {
    const bundle = path.join(root, 'pointer.js');
    buildSync({
      entryPoints: [path.join(__dirname, 'pointer.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile: bundle,
      logLevel: 'silent',
    });
    const partDir = path.join(root, 'releases', 'shell');
    const script = `const { updatePointer } = require(${JSON.stringify(bundle)});
      for (let i = 0; i < 25; i++) updatePointer(${JSON.stringify(partDir)}, (p) => ({ ...p, history: [...p.history, { at: new Date().toISOString(), action: 'live', version: process.argv[1] + '-' + i }] }));`;
    const processes = Array.from(
      { length: 6 },
      (_, n) =>
        new Promise<number>((resolve) =>
          spawn(process.execPath, ['-e', script, `p${n}`], { stdio: 'inherit' }).on('exit', (code) =>
            resolve(code ?? 1),
          ),
        ),
    );
    expect(await Promise.all(processes)).toEqual([0, 0, 0, 0, 0, 0]);
    const history = store.pointer('shell').history.map((h) => h.version);
    expect(history).toHaveLength(150);
    expect(new Set(history).size).toBe(150);
  });
});
