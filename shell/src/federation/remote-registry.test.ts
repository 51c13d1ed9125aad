import { entryScriptUrl } from './remote-registry';

describe('entryScriptUrl', () => {
  it("registers a remote named by its manifest (the server's config) by the remoteEntry.js beside it", () => {
    expect(entryScriptUrl('/remotes/public-site/mf-manifest.json')).toBe('/remotes/public-site/remoteEntry.js');
    expect(entryScriptUrl('https://cdn.example.com/public-site/mf-manifest.json')).toBe('https://cdn.example.com/public-site/remoteEntry.js');
    expect(entryScriptUrl('/remotes/admin-panel/mf-manifest.json?v=2')).toBe('/remotes/admin-panel/remoteEntry.js?v=2');
  });

  it('keeps an entry that already names a script', () => {
    expect(entryScriptUrl('/remotes/public-site/remoteEntry.js')).toBe('/remotes/public-site/remoteEntry.js');
    expect(entryScriptUrl('https://mf-manifest.json.example.com/remoteEntry.js')).toBe('https://mf-manifest.json.example.com/remoteEntry.js');
  });
});
