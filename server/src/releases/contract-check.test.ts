import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractProblems, satisfies } from './contract-check';
import { writeFakeRelease } from './fake-release';
import { makeLive } from './release-actions';
import { ReleaseServing } from './release-serving';
import { readReleaseManifest, writeReleaseManifest } from './release-manifest';
import { ReleaseStore } from './release-store';

const SHELL_CONTRACT = {
  public_site: {
    exposes: [
      ['routes', 'Layout'],
      ['routes', 'Header', 'Footer'],
    ],
  },
  admin_panel: { exposes: [['routes']] },
};

/** A federation manifest as the builds write it: exposed modules and shared modules. */
function federate(
  dir: string,
  exposes: string[],
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[],
) {
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: exposes.map((name) => ({ name, assets: { js: { sync: [], async: [] } } })), shared }),
  );
}

describe('a release must fit the live releases of the other parts', () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-contract-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const shellWith = (react: string) => {
    const dir = path.join(root, `shell-${react}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remote-contract.json'), JSON.stringify(SHELL_CONTRACT));
    federate(
      dir,
      [],
      [
        { name: 'react', version: react },
        { name: '@dds/shared/toast', version: '1.2.0' },
      ],
    );
    return dir;
  };
  const remoteWith = (exposes: string[], reactRange: string, toastRange = '^1.0.0') => {
    const dir = path.join(root, `remote-${exposes.join('-')}-${reactRange}-${toastRange}`);
    fs.mkdirSync(dir, { recursive: true });
    federate(dir, exposes, [
      { name: 'react', version: '19.3.1', requiredVersion: reactRange, singleton: true },
      { name: '@dds/shared/toast', version: '1.0.0', requiredVersion: toastRange, singleton: true },
      { name: '@dds/shared/schemas', version: '1.0.0', requiredVersion: '^1.0.0' }, // not a singleton: bundled fallback is fine
    ]);
    return dir;
  };

  it('semver ranges as the builds write them', () => {
    expect([
      satisfies('19.3.1', '^19.0.0'),
      satisfies('20.0.0', '^19.0.0'),
      satisfies('1.1.0', '^1.2.0'),
      satisfies('1.2.5', '~1.2.0'),
      satisfies('1.3.0', '~1.2.0'),
    ]).toEqual([true, false, false, true, false]);
    expect([
      satisfies('0.3.1', '^0.3.0'),
      satisfies('0.4.0', '^0.3.0'),
      satisfies('2.0.0', '>=1.0.0'),
      satisfies('1.0.0', false),
      satisfies('1.0.0', '1.0.0'),
    ]).toEqual([true, false, true, true, true]);
  });

  it('names the exposed modules the shell needs and the singletons it cannot provide', () => {
    const shell = shellWith('19.3.1');
    expect(contractProblems(shell, 'public-site', remoteWith(['routes', 'Layout'], '^19.3.1'))).toEqual([]);
    expect(contractProblems(shell, 'public-site', remoteWith(['routes', 'Header', 'Footer'], '^19.0.0'))).toEqual([]);
    expect(contractProblems(shell, 'public-site', remoteWith(['routes', 'Header'], '^19.0.0'))).toEqual([
      'public-site exposes routes, Header; the shell loads routes + Layout or routes + Header + Footer',
    ]);
    expect(contractProblems(shell, 'admin-panel', remoteWith(['routes'], '^20.0.0', '^1.3.0'))).toEqual([
      'admin-panel needs react ^20.0.0; the shell provides 19.3.1',
      'admin-panel needs @dds/shared/toast ^1.3.0; the shell provides 1.2.0',
    ]);
  });

  it('a browser given a shell that a remote release does not fit gets the newest remote release that does', async () => {
    const store = new ReleaseStore(path.join(root, 'releases'));
    /** A stored release whose federation manifest (and for the shell, its contract) `federation` writes. */
    const release = (
      part: 'shell' | 'admin-panel',
      version: string,
      minutesAgo: number,
      federation: (dir: string) => void,
    ) => {
      const dir = writeFakeRelease(path.join(root, 'builds', `${part}-${version}`), part, version, {
        builtAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
      federation(dir);
      writeReleaseManifest(dir, readReleaseManifest(dir));
      return store.add(part, dir);
    };
    release('shell', 's1', 30, (dir) => {
      fs.writeFileSync(path.join(dir, 'remote-contract.json'), JSON.stringify(SHELL_CONTRACT));
      federate(dir, [], [{ name: 'react', version: '19.3.1' }]);
    });
    release('admin-panel', 'a1', 20, (dir) =>
      federate(dir, ['routes'], [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }]),
    );
    release('admin-panel', 'a2', 10, (dir) =>
      federate(dir, ['routes'], [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }]),
    );
    await makeLive(store, 'shell', 's1');
    await makeLive(store, 'admin-panel', 'a1');
    // a2 needs a newer shell: refused, naming why, unless forced.
    await expect(makeLive(store, 'admin-panel', 'a2')).rejects.toThrow(
      'admin-panel a2 does not fit the live releases (release the counterpart first, or --force):\n  - with shell s1: admin-panel needs react ^20.0.0; the shell provides 19.3.1',
    );
    await makeLive(store, 'admin-panel', 'a2', 'live', { force: true });
    // Forced live anyway: browsers still get the release that works with their shell.
    const serving = new ReleaseServing({
      releasesDir: store.root,
      shellDist: '',
      publicSiteDist: '',
      adminPanelDist: '',
      publicSiteUrl: '/remotes/public-site',
      adminPanelUrl: '/remotes/admin-panel',
    });
    expect(serving.chooseAll(undefined)['admin-panel']).toMatchObject({ version: 'a1', as: 'live' });
  });
});
