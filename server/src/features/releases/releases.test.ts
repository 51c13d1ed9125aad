import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_PATHS, type ReleasesOverview } from '@dds/shared/src/releases';
import { writeFakeRelease } from '../../releases/fake-release';
import type { Part } from '../../releases/parts';
import { makeLive, promote, rollback, startCanary } from '../../releases/release-actions';
import { ReleaseStore } from '../../releases/release-store';
import { describeEachDialect, ORIGIN } from '../../../test/support/test-app';

/** The public site's release named by a page: the version in its inline remotes config. */
const publicSiteVersionOf = (html: string) => /"\/remotes\/public-site\/v\/([^/]+)\/mf-manifest\.json"/.exec(html)?.[1];

describeEachDialect('releases served from the store', (t) => {
  let store: ReleaseStore;
  const add = (part: Part, version: string, minutesAgo = 0, renderModule?: string) =>
    store.add(
      part,
      writeFakeRelease(path.join(t().dataDir, 'builds', `${part}-${version}`), part, version, {
        builtAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        renderModule,
      }),
    );
  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  beforeAll(async () => {
    store = new ReleaseStore(t().config.releasesDir);
    for (const part of ['shell', 'admin-panel'] as const) {
      add(part, '1.0.0-a', 60);
      await makeLive(store, part, '1.0.0-a');
    }
    add('public-site', '1.0.0-a', 60);
    add('public-site', '1.0.0-b', 30);
    await makeLive(store, 'public-site', '1.0.0-a');
  });

  it('pages name the live releases by version, and are rendered by the live release', async () => {
    const page = await get('/digital');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"/remotes/admin-panel/v/1.0.0-a/mf-manifest.json"');
    expect(publicSiteVersionOf(page.body)).toBe('1.0.0-a');
    expect(page.body).toContain('rendered /digital by 1.0.0-a');
    expect(page.body).toContain('"src":"/main.cccccccc.js"');
    // Nothing is running but live: no cohort cookie is handed out.
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it("serves any stored release's files by version, cacheable for ever; never release.json or an unknown version", async () => {
    const entry = await get('/remotes/public-site/v/1.0.0-b/remoteEntry.js', undefined, { 'accept-encoding': 'br' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-encoding']).toBe('br');
    expect((await get('/remotes/public-site/v/1.0.0-b/release.json')).statusCode).toBe(404);
    expect((await get('/remotes/public-site/v/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/remotes/public-site/v/1.0.0-b/..%2f..%2fpointer.json')).statusCode).toBe(404);
    // The unversioned path (older shells, cached configs) is the live release.
    expect((await get('/remotes/public-site/remoteEntry.js')).body).toContain('public-site 1.0.0-a');
    expect((await get('/main.cccccccc.js')).body).toContain('shell 1.0.0-a');
  });

  it('a canary reaches its share of browsers, the same ones on every visit; promote and rollback reach the next load', async () => {
    await startCanary(store, 'public-site', '1.0.0-b', 30);
    const first = await get('/');
    const cookie = first.cookies.find((c) => c.name === 'dds_canary');
    expect(cookie?.value).toMatch(/^\d{1,2}$/);
    expect(publicSiteVersionOf(first.body)).toBe(Number(cookie!.value) < 30 ? '1.0.0-b' : '1.0.0-a');
    expect(first.headers.vary).toMatch(/Cookie/);
    for (let visit = 0; visit < 3; visit++)
      expect(publicSiteVersionOf((await get('/', `dds_canary=${cookie!.value}`)).body)).toBe(
        publicSiteVersionOf(first.body),
      );

    const inCanary = 'dds_canary=29';
    const outside = 'dds_canary=30';
    expect(publicSiteVersionOf((await get('/', inCanary)).body)).toBe('1.0.0-b');
    expect((await get('/digital', inCanary)).body).toContain('rendered /digital by 1.0.0-b');
    expect(publicSiteVersionOf((await get('/', outside)).body)).toBe('1.0.0-a');

    await rollback(store, 'public-site'); // ends the canary
    expect(publicSiteVersionOf((await get('/', inCanary)).body)).toBe('1.0.0-a');
    await startCanary(store, 'public-site', '1.0.0-b', 30);
    await promote(store, 'public-site');
    const promoted = (await get('/', outside)).body;
    expect(publicSiteVersionOf(promoted)).toBe('1.0.0-b');
    // The page also names the previous good release, for the shell to load if this one fails.
    expect(promoted).toContain('"fallback":"/remotes/public-site/v/1.0.0-a/mf-manifest.json"');
    await rollback(store, 'public-site');
    expect(publicSiteVersionOf((await get('/', outside)).body)).toBe('1.0.0-a');
  });

  it("an admin's tried release reaches only that signed-in browser, with a banner and the way back", async () => {
    const session = await t().login();
    const refused = await t().app.inject({
      method: 'POST',
      url: RELEASE_PATHS.tryRelease,
      headers: { origin: ORIGIN },
      payload: { part: 'public-site', version: '1.0.0-b' },
    });
    expect(refused.statusCode).toBe(401);
    const unknown = await t().app.inject({
      method: 'POST',
      url: RELEASE_PATHS.tryRelease,
      headers: { origin: ORIGIN, cookie: session },
      payload: { part: 'public-site', version: '7.7.7' },
    });
    expect(unknown.statusCode).toBe(404);
    const tried = await t().app.inject({
      method: 'POST',
      url: RELEASE_PATHS.tryRelease,
      headers: { origin: ORIGIN, cookie: session },
      payload: { part: 'public-site', version: '1.0.0-b' },
    });
    expect(tried.statusCode).toBe(204);
    const tryCookie = tried.cookies.find((c) => c.name === 'dds_try')!;
    expect(tryCookie).toMatchObject({ value: 'public-site=1.0.0-b', httpOnly: true, sameSite: 'Strict' });

    const preview = await get('/about1', `${session}; dds_try=${tryCookie.value}`);
    expect(publicSiteVersionOf(preview.body)).toBe('1.0.0-b');
    expect(preview.body).toContain('Preview in this browser only: Public site 1.0.0-b');
    expect(preview.body).toContain(`action="${RELEASE_PATHS.endTry}?back=%2Fabout1"`);
    expect(preview.headers['cache-control']).toBe('no-store');

    // The cookie alone (no session: signed out, or copied to another browser) changes nothing.
    const stranger = await get('/about1', `dds_try=${tryCookie.value}`);
    expect(publicSiteVersionOf(stranger.body)).toBe('1.0.0-a');
    expect(stranger.body).not.toContain('Preview in this browser only');

    const overview = (
      await t().app.inject({
        method: 'GET',
        url: RELEASE_PATHS.overview,
        headers: { cookie: `${session}; dds_try=${tryCookie.value}` },
      })
    ).json<ReleasesOverview>();
    expect(overview.parts.find((p) => p.part === 'public-site')).toMatchObject({
      live: '1.0.0-a',
      tried: '1.0.0-b',
      canary: null,
    });

    // The banner's plain form: an empty urlencoded post.
    const back = await t().app.inject({
      method: 'POST',
      url: `${RELEASE_PATHS.endTry}?back=/about1`,
      headers: {
        origin: ORIGIN,
        cookie: session,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/about1');
    expect(back.cookies.find((c) => c.name === 'dds_try')).toMatchObject({ value: '', maxAge: 0 });
    const elsewhere = await t().app.inject({
      method: 'POST',
      url: `${RELEASE_PATHS.endTry}?back=//evil.example/x`,
      headers: { origin: ORIGIN, cookie: session, accept: 'text/html' },
    });
    expect(elsewhere.headers.location).toBe('/');
  });

  it('counts browsers that could not load a release, per release, for the admin panel', async () => {
    const report = (entry: string, remote = 'public_site') =>
      t().app.inject({
        method: 'POST',
        url: RELEASE_PATHS.loadFailure,
        payload: { remote, entry },
        remoteAddress: '10.9.8.7',
      });
    expect((await report('/remotes/public-site/v/1.0.0-b/remoteEntry.js')).statusCode).toBe(204);
    expect((await report('https://cdn.example/remotes/public-site/v/1.0.0-b/remoteEntry.js?t=1')).statusCode).toBe(204);
    expect((await report('/remotes/public-site/v/made-up/remoteEntry.js')).statusCode).toBe(204);
    expect((await report('/x', 'some_other_remote')).statusCode).toBe(400);
    const overview = (
      await t().app.inject({ method: 'GET', url: RELEASE_PATHS.overview, headers: { cookie: await t().login() } })
    ).json<ReleasesOverview>();
    expect(overview.parts.find((p) => p.part === 'public-site')!.loadFailures).toEqual([
      { version: '1.0.0-b', count: 2 },
      { version: 'unreleased', count: 1 },
    ]);
  });

  it('the beacon is limited per address, also when the reports arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t().app.inject({
          method: 'POST',
          url: RELEASE_PATHS.loadFailure,
          payload: { remote: 'admin_panel', entry: '/x' },
          remoteAddress: '10.1.1.1',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    // Another address has its own allowance.
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: RELEASE_PATHS.loadFailure,
          payload: { remote: 'admin_panel', entry: '/x' },
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('/api/health lists the live releases and fails when a live release lost a file', async () => {
    const healthy = await get('/api/health');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({
      status: 'ok',
      releases: { shell: { live: '1.0.0-a' }, 'public-site': { live: '1.0.0-a' }, 'admin-panel': { live: '1.0.0-a' } },
    });
    const chunk = path.join(store.releaseDir('admin-panel', '1.0.0-a'), '42.bbbbbbbb.js');
    fs.renameSync(chunk, `${chunk}.away`);
    try {
      const damaged = await get('/api/health');
      expect(damaged.statusCode).toBe(503);
      expect(damaged.json().message).toBe(
        'Live release incomplete: admin-panel (1 file(s) missing or changed, e.g. 42.bbbbbbbb.js)',
      );
    } finally {
      fs.renameSync(`${chunk}.away`, chunk);
    }
  });
});
