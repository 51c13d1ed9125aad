import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { SiteImagesState } from '@dds/shared/src/schemas/site-images';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';
import { addLoggedInAdmin } from '../../../test/support/admin-test-users';
import { pngBomb } from '../../../test/support/fixtures';

// The owner uploads a logo and a favicon (decision 021): the server checks the bytes, makes every
// size a browser, a phone's home screen and a WhatsApp preview ask for, serves them at the site's
// root in place of the build's (revalidated: the names stay), names the upload in the pages'
// content, and goes back to the build's files on request. Every step is in Activity.

const png = (width: number, height: number, background = '#1d4ed8') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** The images an .ico holds: count, then each entry's width (0 = 256). */
function icoSizes(data: Buffer): number[] {
  expect(data.readUInt16LE(0)).toBe(0);
  expect(data.readUInt16LE(2)).toBe(1);
  return Array.from({ length: data.readUInt16LE(4) }, (_, i) => data.readUInt8(6 + 16 * i));
}

describeEachDialect('logo and favicon uploads', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
    // The build's files, as the shell's dist has them.
    fs.mkdirSync(t().config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t().config.shellDist, 'favicon.ico'), 'built favicon');
    fs.writeFileSync(path.join(t().config.shellDist, 'share-card.png'), 'built card');
  });
  const headers = () => ({ cookie, origin: ORIGIN });
  const put = async (kind: string, data: Buffer, type = 'image/png', who = headers()) => {
    const form = multipart({}, { field: 'image', name: 'logo.png', type, data });
    return t().app.inject({
      method: 'PUT',
      url: `/api/admin/site-images/${kind}`,
      payload: form.payload,
      headers: { ...form.headers, ...who },
    });
  };
  const get = (url: string, extra: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers: extra });
  const content = async () => (await get('/api/content')).json() as SiteContent;

  it('a fresh install serves the build’s files and names no upload', async () => {
    expect((await get('/favicon.ico')).body).toBe('built favicon');
    expect((await content()).images).toEqual({});
    expect((await get('/api/admin/site-images', headers())).json()).toEqual({ logo: null, favicon: null });
  });

  it('a logo upload makes the logo copies, the share card and the icons; the pages’ content names it', async () => {
    const before = (await content()).version;
    const res = await put('logo', await png(600, 300));
    expect(res.statusCode).toBe(200);
    const state = res.json() as SiteImagesState;
    expect(state.logo).toMatchObject({
      tag: expect.stringMatching(/^[0-9a-f]{16}$/),
      changedBy: expect.stringContaining('@'),
    });
    const after = await content();
    expect(after.version).toBeGreaterThan(before);
    expect(after.images).toEqual({ logo: state.logo!.tag });

    const ico = await get('/favicon.ico');
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.headers['cache-control']).toBe('no-cache');
    expect(icoSizes(ico.rawPayload)).toEqual([16, 32, 48]);
    const sizes: Array<[string, number, number]> = [
      ['/apple-touch-icon.png', 180, 180],
      ['/icon-192.png', 192, 192],
      ['/icon-512.png', 512, 512],
      ['/ddslogo.png', 512, 512],
      ['/logo-96.png', 96, 96],
      ['/share-card.png', 1200, 630],
    ];
    for (const [url, width, height] of sizes) {
      const answer = await get(`${url}?v=${state.logo!.tag}`);
      expect([url, answer.statusCode, answer.headers['content-type']]).toEqual([url, 200, 'image/png']);
      expect([
        url,
        await sharp(answer.rawPayload)
          .metadata()
          .then((m) => [m.width, m.height]),
      ]).toEqual([url, [width, height]]);
    }
    // The home-screen icon has no transparency (iOS would fill it black).
    expect((await sharp((await get('/apple-touch-icon.png')).rawPayload).stats()).isOpaque).toBe(true);
    // Revalidation: the same file answers 304 to its ETag.
    const again = await get('/favicon.ico', { 'if-none-match': String(ico.headers.etag) });
    expect(again.statusCode).toBe(304);

    const activity = (await get('/api/admin/activity?action=site-image.upload', headers())).json() as {
      items: Array<{ detail: string }>;
    };
    expect(JSON.parse(activity.items[0]!.detail)).toMatchObject({ kind: 'logo' });
  });

  it('a favicon upload takes over the icons; the logo keeps its copies and card', async () => {
    const logoCard = (await get('/share-card.png')).rawPayload;
    const logoIco = (await get('/favicon.ico')).rawPayload;
    expect((await put('favicon', await png(256, 256, '#16a34a'))).statusCode).toBe(200);
    expect((await get('/favicon.ico')).rawPayload.equals(logoIco)).toBe(false);
    expect((await get('/share-card.png')).rawPayload.equals(logoCard)).toBe(true);
    expect(Object.keys((await content()).images ?? {}).sort()).toEqual(['favicon', 'logo']);
  });

  it('refuses what is not a picture by its bytes, a picture too small, and callers without a session', async () => {
    const html = await put(
      'logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    );
    expect([html.statusCode, html.json().message]).toEqual([415, 'The image must be a PNG, JPEG or WebP image']);
    const tiny = await put('logo', await png(64, 64));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toMatch(/too small: at least 128 px/);
    // A few KB whose header claims 400 megapixels: refused from the header, never decoded.
    const bomb = await put('logo', pngBomb(20_000, 20_000));
    expect([bomb.statusCode, bomb.json().message]).toEqual([
      413,
      'The picture is too large: at most 40 megapixels (this one is 20000 × 20000)',
    ]);
    expect((await put('banner', await png(256, 256))).statusCode).toBe(404);
    const anonymous = await put('logo', await png(256, 256), 'image/png', { origin: ORIGIN } as ReturnType<
      typeof headers
    >);
    expect(anonymous.statusCode).toBe(401);
  });

  it('staff may upload too (picture work, like photos)', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    expect(
      (await put('favicon', await png(300, 300), 'image/png', { cookie: staff.cookie, origin: ORIGIN })).statusCode,
    ).toBe(200);
  });

  it('“use the original”: the build’s files again, and the content names no upload', async () => {
    expect(
      (await t().app.inject({ method: 'DELETE', url: '/api/admin/site-images/favicon', headers: headers() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t().app.inject({ method: 'DELETE', url: '/api/admin/site-images/logo', headers: headers() })).statusCode,
    ).toBe(200);
    expect((await get('/favicon.ico')).body).toBe('built favicon');
    expect((await get('/share-card.png')).body).toBe('built card');
    expect((await content()).images).toEqual({});
    expect((await get('/logo-96.png')).statusCode).toBe(404);
  });
});
