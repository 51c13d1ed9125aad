import { API_PATHS } from '@dds/shared/src/api/paths';
import type { Config } from '../config';
import { makePdf, makePng, validInquiry } from '../../test/support/fixtures';
import { ADMIN, multipart, sessionCookie, startTestApp, type TestApp } from '../../test/support/test-app';

/**
 * The admin panel on its own host (docs/decisions/003-admin-on-its-own-host.md): the same server
 * answers both names behind nginx (TRUST_PROXY=1, `Host $host`), and the Origin check accepts
 * exactly PUBLIC_ORIGIN and ADMIN_ORIGIN.
 */
const SITE = 'https://dds.example';
const ADMIN_SITE = 'https://admin.dds.example';
const EVIL = 'https://evil.example';
const BEHIND_NGINX: Partial<Config> = { trustProxy: 1, publicOrigin: SITE, adminOrigin: ADMIN_SITE };

/** What nginx passes on for a browser request to `origin`'s host (with that page's Origin). */
const fromPage = (origin: string, host = new URL(origin).hostname) => ({
  origin,
  host,
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.7',
});

describe('with ADMIN_ORIGIN: the Origin check accepts the public and the admin origin, nothing else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', BEHIND_NGINX);
  });
  afterAll(() => t.close());

  const login = (origin: string, host?: string) =>
    t.app.inject({ method: 'POST', url: API_PATHS.login, headers: fromPage(origin, host), payload: ADMIN });
  const uploadCertificate = (origin: string, cookie: string, roll: string) => {
    const body = multipart(
      { name: 'Rahul Sharma', roll, dob: '2004-05-14' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('Certificate') },
    );
    return t.app.inject({
      method: 'POST',
      url: API_PATHS.certificateUpload,
      payload: body.payload,
      headers: { ...body.headers, ...fromPage(origin), cookie },
    });
  };

  it.each([
    ['the admin origin', ADMIN_SITE],
    ['the public origin', SITE],
  ])('login from %s gets a Secure, HttpOnly, SameSite=Strict session for its own host', async (_what, origin) => {
    const res = await login(origin);
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'dds_session');
    // No Domain attribute: a host-only, first-party cookie on whichever host logged in.
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(session?.domain).toBeUndefined();
  });

  it.each([
    ['another site', EVIL, 'admin.dds.example'],
    ['the admin host over plain http', 'http://admin.dds.example', 'admin.dds.example'],
    ['a look-alike of the admin host', 'https://admin.dds.example.evil.example', 'admin.dds.example'],
  ])('login from %s is refused as cross-site', async (_what, origin, host) => {
    const res = await login(origin, host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('the login screen posted as a plain form (before the panel has loaded) works from the admin host only as allowed', async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/inquiries',
        headers: { ...fromPage(origin, 'admin.dds.example'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(ADMIN).toString(),
      });
    const ok = await post(ADMIN_SITE);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/admin/inquiries');
    expect(ok.cookies.some((c) => c.name === 'dds_session')).toBe(true);
    const evil = await post(EVIL);
    expect(evil.statusCode).toBe(403);
    expect(evil.cookies.some((c) => c.name === 'dds_session')).toBe(false);
  });

  it('a state-changing admin route (certificate upload) accepts both origins and refuses any other', async () => {
    const cookie = sessionCookie(await login(ADMIN_SITE));
    expect((await uploadCertificate(ADMIN_SITE, cookie, 'DDS-A1')).statusCode).toBe(200);
    expect((await uploadCertificate(SITE, cookie, 'DDS-P1')).statusCode).toBe(200);
    const evil = await uploadCertificate(EVIL, cookie, 'DDS-E1');
    expect(evil.statusCode).toBe(403);
    const list = await t.app.inject({
      url: `${API_PATHS.certificates}?page=1&pageSize=50`,
      headers: { ...fromPage(ADMIN_SITE), cookie },
    });
    expect(
      list
        .json()
        .items.map((c: { roll: string }) => c.roll)
        .sort(),
    ).toEqual(['DDS-A1', 'DDS-P1']);
  });

  it('a bulk status change from the admin host works; the same from another site changes nothing', async () => {
    const cookie = sessionCookie(await login(ADMIN_SITE));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.inquiry,
          payload: validInquiry({ email: 'bulk@admin-host.test' }),
        })
      ).statusCode,
    ).toBe(200);
    const listed = await t.app.inject({
      url: `${API_PATHS.inquiries}?page=1&q=bulk%40admin-host.test`,
      headers: { ...fromPage(ADMIN_SITE), cookie },
    });
    const ids = listed.json().items.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(1);
    const bulk = (origin: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PATHS.inquiries}/bulk`,
        headers: { ...fromPage(origin), cookie },
        payload: { action: 'status', status, ids },
      });
    expect((await bulk(EVIL, 'closed')).statusCode).toBe(403);
    expect((await bulk(ADMIN_SITE, 'contacted')).statusCode).toBe(200);
    const after = await t.app.inject({
      url: `${API_PATHS.inquiries}/${ids[0]}`,
      headers: { ...fromPage(ADMIN_SITE), cookie },
    });
    expect(after.json().item.status).toBe('contacted');
  });

  it('the donation screenshot and the CSV export download on the admin host', async () => {
    const cookie = sessionCookie(await login(ADMIN_SITE));
    const donation = multipart(
      { name: 'Meera Das', email: 'meera@admin-host.test' },
      { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.donation,
          payload: donation.payload,
          headers: { ...donation.headers, ...fromPage(SITE) },
        })
      ).statusCode,
    ).toBe(200);
    const listed = await t.app.inject({
      url: `${API_PATHS.donations}?page=1&q=meera%40admin-host.test`,
      headers: { ...fromPage(ADMIN_SITE), cookie },
    });
    const [row] = listed.json().items as { screenshot: string }[];
    const shot = await t.app.inject({ url: row!.screenshot, headers: { ...fromPage(ADMIN_SITE), cookie } });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/webp');
    const csv = await t.app.inject({
      url: `${API_PATHS.donations}/export.csv`,
      headers: { ...fromPage(ADMIN_SITE), cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Meera Das');
  });
});

describe('login throttling on the admin host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ...BEHIND_NGINX, rateLimitLoginPer15Min: 2 });
  });
  afterAll(() => t.close());

  it('counts attempts from the admin origin like any other: past the limit, 429 with Retry-After', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        headers: fromPage(ADMIN_SITE),
        payload: { ...ADMIN, password: 'wrong password here' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('without ADMIN_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1, publicOrigin: SITE });
  });
  afterAll(() => t.close());

  it('a login from the admin host is refused, as every origin but PUBLIC_ORIGIN is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: fromPage(ADMIN_SITE),
      payload: ADMIN,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: API_PATHS.login, headers: fromPage(SITE), payload: ADMIN }))
        .statusCode,
    ).toBe(200);
  });
});
