import fs from 'node:fs';
import path from 'node:path';
import { writeFakeRelease } from '../releases/fake-release';
import { ORIGIN, startTestApp, type TestApp } from '../../test/support/test-app';

/**
 * index.html answers are built once and kept (kept-index-answers.ts): what a visitor gets must
 * still follow every change of what they are made of, on the next request.
 */
describe('kept page answers follow what they are made of', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    writeFakeRelease(t.config.shellDist, 'shell', '1.0.0');
    writeFakeRelease(t.config.publicSiteDist, 'public-site', '1.0.0');
    writeFakeRelease(t.config.adminPanelDist, 'admin-panel', '1.0.0');
  });
  afterAll(() => t.close());

  it('the same answer and ETag for every visitor until something changes', async () => {
    const first = await get('/digital');
    expect(first.body).toContain('rendered /digital by 1.0.0');
    const second = await get('/digital');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/')).body).toContain('rendered / by 1.0.0');
  });

  it('a shell rebuilt in place is live on the next request, on public and /admin pages', async () => {
    await get('/');
    await get('/admin');
    const index = path.join(t.config.shellDist, 'index.html');
    fs.writeFileSync(
      index,
      fs
        .readFileSync(index, 'utf8')
        .replace('<title>DDS</title>', '<title>DDS</title><meta name="rebuilt" content="yes">'),
    );
    expect((await get('/')).body).toContain('name="rebuilt"');
    expect((await get('/admin')).body).toContain('name="rebuilt"');
  });

  it("a remote rebuilt in place gets the new manifest's preload hints on the next request", async () => {
    expect((await get('/')).body).toContain('/remotes/public-site/home.aaaaaaaa.js');
    const manifest = path.join(t.config.publicSiteDist, 'mf-manifest.json');
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('home.aaaaaaaa.js', 'home.eeeeeeee.js'));
    const page = (await get('/')).body;
    expect(page).toContain('/remotes/public-site/home.eeeeeeee.js');
    expect(page).not.toContain('home.aaaaaaaa.js');
  });

  it("an admin's content change is on the next page", async () => {
    expect((await get('/')).body).not.toContain('Kept Answers Institute');
    const current = (await t.app.inject({ method: 'GET', url: '/api/content' })).json().settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: await t.login(), origin: ORIGIN },
      payload: { ...current, instituteName: 'Kept Answers Institute' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/')).body).toContain('Kept Answers Institute');
  });
});
