import { entryScriptUrl } from './remote-registry';

describe('entryScriptUrl', () => {
  it("registers a remote named by its manifest (the server's config) by the remoteEntry.js beside it", () => {
    expect(entryScriptUrl('/remotes/public-site/mf-manifest.json')).toBe('/remotes/public-site/remoteEntry.js');
    expect(entryScriptUrl('https://cdn.example.com/public-site/mf-manifest.json')).toBe(
      'https://cdn.example.com/public-site/remoteEntry.js',
    );
    expect(entryScriptUrl('/remotes/admin-panel/mf-manifest.json?v=2')).toBe('/remotes/admin-panel/remoteEntry.js?v=2');
  });

  it('keeps an entry that already names a script', () => {
    expect(entryScriptUrl('/remotes/public-site/remoteEntry.js')).toBe('/remotes/public-site/remoteEntry.js');
    expect(entryScriptUrl('https://mf-manifest.json.example.com/remoteEntry.js')).toBe(
      'https://mf-manifest.json.example.com/remoteEntry.js',
    );
  });
});

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('registerRemotesFromConfig', () => {
  afterEach(() => document.getElementById('dds-remotes')?.remove());

  const inline = (config: object) => {
    const script = document.createElement('script');
    script.id = 'dds-remotes';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
  };
  const remotes = [{ name: 'admin_panel', entry: '/remotes/admin-panel/mf-manifest.json' }];

  it("hands the server's deploy-time API base to the start-up", async () => {
    const { registerRemotesFromConfig } = await import('./remote-registry');
    inline({ remotes, apiBaseUrl: 'https://api.dds.example' });
    expect((await registerRemotesFromConfig()).apiBaseUrl).toBe('https://api.dds.example');
  });

  it('has none when the server sets none (API calls stay on the page origin)', async () => {
    const { registerRemotesFromConfig } = await import('./remote-registry');
    inline({ remotes });
    expect((await registerRemotesFromConfig()).apiBaseUrl).toBeUndefined();
  });
});
