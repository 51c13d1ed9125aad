import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import remoteFallbackPlugin, { isUnavailable } from './remote-fallback-plugin';
import { meetsRange } from './shared-contract';
import sharedContractPlugin from './shared-contract-plugin';

const HTTP_CLIENT = '@dds/shared/http-client';
const TOAST = '@dds/shared/toast';

/** A contract module as a build shares it (tools/build/webpack-common.js: sharedStatefulContract). */
const contractShare = (version: string, lib: unknown) => ({
  version,
  get: () => () => lib,
  shareConfig: { singleton: true, strictVersion: true, requiredVersion: `^${version}` },
});

/**
 * A remote's remoteEntry.js as webpack builds it: its `init` joins the host's share scope and
 * registers its own copies there (with the range it needs); `get` hands out an exposed module.
 */
function fakeRemoteEntry(name: string, contractVersion: string, evaluated: string[]) {
  return {
    init(shareScope: unknown) {
      const remote = createInstance({
        name,
        remotes: [],
        shared: {
          [HTTP_CLIENT]: contractShare(contractVersion, { from: name }),
          [TOAST]: contractShare(contractVersion, { from: name }),
        },
      });
      remote.initShareScopeMap('default', shareScope as never);
      remote.initializeSharing('default');
    },
    async get(expose: string) {
      return () => {
        evaluated.push(`${name}/${expose}`);
        return { routes: [] };
      };
    },
  };
}

let page = 0;

/**
 * The shell at `shellContract`, with remotes whose entries are built at the given contract versions.
 * Each call is a fresh page: the runtime keeps share scopes (by instance id) and loaded entries (by
 * URL) globally.
 */
function shellWith(shellContract: string, remotes: Record<string, string>) {
  page += 1;
  const evaluated: string[] = [];
  const entries = Object.fromEntries(
    Object.entries(remotes).map(([name, version]) => [name, fakeRemoteEntry(name, version, evaluated)]),
  );
  const fakeEntries: ModuleFederationRuntimePlugin = {
    name: 'test-entries',
    loadEntry: async ({ remoteInfo }) => entries[remoteInfo.name] as never,
  };
  const shell = createInstance({
    name: 'shell',
    id: `shell-page-${page}`,
    remotes: Object.keys(remotes).map((name) => ({
      name,
      entry: `http://localhost/page-${page}/remotes/${name}/remoteEntry.js`,
    })),
    shared: {
      [HTTP_CLIENT]: {
        ...contractShare(shellContract, { from: 'shell' }),
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: false },
      },
      [TOAST]: {
        ...contractShare(shellContract, { from: 'shell' }),
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: false },
      },
    },
    plugins: [fakeEntries, remoteFallbackPlugin(), sharedContractPlugin()],
  });
  return { shell, evaluated };
}

describe('shared stateful contract: the shell refuses a remote it cannot serve', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers the fallback marker for a remote built for a newer contract, naming both versions, and runs none of its code', async () => {
    const { shell, evaluated } = shellWith('1.1.0', { admin_panel: '1.2.0' });
    const module = await shell.loadRemote('admin_panel/routes');
    expect(isUnavailable(module)).toBe(true);
    expect(evaluated).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(
        '[shell] admin_panel needs @dds/shared stateful contract ^1.2.0; this shell provides 1.1.0',
      ),
    );
  });

  it("withdraws the refused remote's copies, so the shell's copy is the one every later consumer gets", async () => {
    const { shell } = shellWith('1.1.0', { admin_panel: '2.0.0' });
    await shell.loadRemote('admin_panel/routes');
    expect(Object.keys(shell.shareScopeMap.default![HTTP_CLIENT]!)).toEqual(['1.1.0']);
    expect(Object.keys(shell.shareScopeMap.default![TOAST]!)).toEqual(['1.1.0']);
  });

  it('keeps refusing that remote on a later load (its entry does not register again)', async () => {
    const { shell, evaluated } = shellWith('1.1.0', { admin_panel: '1.2.0' });
    await shell.loadRemote('admin_panel/routes');
    expect(isUnavailable(await shell.loadRemote('admin_panel/routes'))).toBe(true);
    expect(evaluated).toEqual([]);
  });

  it('loads a remote built for the same or an older minor of the contract, and the other remote beside a refused one', async () => {
    const { shell, evaluated } = shellWith('1.1.0', { public_site: '1.0.0', admin_panel: '1.1.0', other: '9.0.0' });
    expect(isUnavailable(await shell.loadRemote('other/routes'))).toBe(true);
    expect(isUnavailable(await shell.loadRemote('public_site/routes'))).toBe(false);
    expect(isUnavailable(await shell.loadRemote('admin_panel/routes'))).toBe(false);
    expect(evaluated).toEqual(['public_site/./routes', 'admin_panel/./routes']);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('refuses an older major too: a breaking change is not served to a remote built before it', async () => {
    const { shell } = shellWith('2.0.0', { public_site: '1.4.0' });
    expect(isUnavailable(await shell.loadRemote('public_site/routes'))).toBe(true);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('public_site needs @dds/shared stateful contract ^1.4.0; this shell provides 2.0.0'),
    );
  });
});

describe('meetsRange', () => {
  it.each([
    ['1.1.0', '^1.0.0', true],
    ['1.1.0', '^1.1.0', true],
    ['1.3.4', '^1.2.0', true],
    ['1.1.0', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.0', '1.2.0', true],
    ['1.2.1', '1.2.0', false],
    ['1.2.0', '>=1.0.0', false],
  ])('%s meets %s: %s', (version, range, expected) => {
    expect(meetsRange(version, range)).toBe(expected);
  });
});
