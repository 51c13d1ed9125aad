import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/support/test-app';

/** Source maps stay in dist/ for debugging but are never served: they publish the whole source. */
describe('source maps', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  const map = '{"version":3,"sources":["webpack://src/secret-source.ts"],"mappings":""}';

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    write(path.join(t.config.shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
    write(path.join(t.config.shellDist, 'main.1a2b3c4d5e.js'), 'console.log(1)');
    write(path.join(t.config.shellDist, 'main.1a2b3c4d5e.js.map'), map);
    write(path.join(t.config.shellDist, 'main.1a2b3c4d5e.js.map.gz'), map);
    for (const dist of [t.config.publicSiteDist, t.config.adminPanelDist]) {
      write(path.join(dist, 'static/js/123.abcdef12.js'), 'chunk');
      write(path.join(dist, 'static/js/123.abcdef12.js.map'), map);
      write(path.join(dist, 'remoteEntry.js.map'), map);
    }
  });
  afterAll(() => t.close());

  it.each([
    '/main.1a2b3c4d5e.js.map',
    '/remotes/public-site/static/js/123.abcdef12.js.map',
    '/remotes/public-site/remoteEntry.js.map',
    '/remotes/admin-panel/static/js/123.abcdef12.js.map',
    '/remotes/admin-panel/remoteEntry.js.%6Dap',
  ])('%s answers 404 even though the file is on disk', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url, headers: { 'accept-encoding': 'gzip, br' } });
      expect([method, res.statusCode]).toEqual([method, 404]);
      expect(res.body).not.toContain('secret-source');
    }
  });

  it('still serves the scripts themselves', async () => {
    expect((await t.app.inject({ url: '/main.1a2b3c4d5e.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/remotes/public-site/static/js/123.abcdef12.js' })).statusCode).toBe(200);
  });
});
