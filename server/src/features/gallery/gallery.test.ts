import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EMPTY_SITE_CONTENT } from '@dds/shared/src/schemas/site-settings';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

const jpeg = (width = 1200, height = 900, background = '#b45309') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 34/1 0/1' } })
    .toBuffer();

describeEachDialect('gallery: photos and videos the admin manages', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const headers = () => ({ cookie, origin: ORIGIN });
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json();
  const upload = async (caption: string, data: Buffer, type = 'image/jpeg') =>
    t().app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      ...withCookie(multipart({ caption }, { field: 'photo', name: 'DSC_0001.jpg', type, data })),
    });
  const withCookie = (form: ReturnType<typeof multipart>) => ({
    payload: form.payload,
    headers: { ...form.headers, ...headers() },
  });
  const mediaDir = () => path.join(t().dataDir, 'uploads', 'media');
  const mediaFiles = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : []);

  it('a fresh install has no photos, videos or people (the public site shows its marked samples)', async () => {
    const fresh = await content();
    for (const list of ['photos', 'videos', 'leaders', 'testimonials'] as const)
      expect(fresh[list]).toEqual(EMPTY_SITE_CONTENT[list]);
    expect(EMPTY_SITE_CONTENT.photos).toEqual([]);
  });

  it('uploads a photo: resized copies served from /media with a year of immutable caching, live in the content at once', async () => {
    const before = (await content()).version;
    const res = await upload('Annual function 2026: prize giving', await jpeg());
    expect(res.statusCode).toBe(200);
    const photo = res.json();
    expect(photo).toMatchObject({
      id: expect.any(Number),
      caption: 'Annual function 2026: prize giving',
      image: { width: 1200, height: 900, widths: [480, 960, 1200] },
    });

    const after = await content();
    expect(after.version).toBeGreaterThan(before);
    expect(after.photos).toEqual([photo]);

    const webp = await t().app.inject({ method: 'GET', url: `/media/${photo.image.id}-960.webp` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(webp.rawPayload).metadata()).exif).toBeUndefined();
    const avif = await t().app.inject({ method: 'GET', url: `/media/${photo.image.id}-480.avif` });
    expect([avif.statusCode, avif.headers['content-type']]).toEqual([200, 'image/avif']);
    // Only the copies' own names are served: no path tricks, no other files.
    for (const url of [
      `/media/${photo.image.id}-1200.avif`,
      '/media/..%2fdds.sqlite',
      `/media/${photo.image.id}-960.jpg`,
      '/media/',
    ]) {
      expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(mediaFiles()).toHaveLength(5); // 480, 960 in both formats; 1200 in WebP
  });

  it('refuses an upload without a caption, without a photo, or that is not a real image, and keeps nothing', async () => {
    const files = mediaFiles();
    const noCaption = await upload('  ', await jpeg(600, 400, '#000'));
    expect([noCaption.statusCode, noCaption.json().message]).toEqual([400, 'Caption is required']);
    const noPhoto = await t().app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      ...withCookie(multipart({ caption: 'x' })),
    });
    expect([noPhoto.statusCode, noPhoto.json().message]).toEqual([400, expect.stringMatching(/^Photo is required/)]);
    const fake = await upload(
      'Looks like a JPEG',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/photo must be a PNG, JPEG or WebP image/);
    const gif = await upload('A GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(mediaFiles()).toEqual(files);
    expect(fs.readdirSync(path.join(t().dataDir, 'uploads', 'tmp')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('edits a caption, orders photos up and down, and deletes a photo with its files', async () => {
    const second = (await upload('Computer lab', await jpeg(800, 600, '#1d4ed8'))).json();
    const first = (await content()).photos[0];
    const captions = async () => (await content()).photos.map((p: { caption: string }) => p.caption);
    expect(await captions()).toEqual([first.caption, 'Computer lab']);

    const moved = await t().app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/move`,
      headers: headers(),
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(await captions()).toEqual(['Computer lab', first.caption]);
    // Already first: nothing moves, nothing fails.
    const again = await t().app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/move`,
      headers: headers(),
      payload: { direction: 'up' },
    });
    expect(again.json().map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    const sideways = await t().app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/move`,
      headers: headers(),
      payload: { direction: 'left' },
    });
    expect(sideways.statusCode).toBe(400);

    const renamed = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/photos/${second.id}`,
      headers: headers(),
      payload: { caption: 'Computer lab, evening batch' },
    });
    expect(renamed.json().caption).toBe('Computer lab, evening batch');

    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${second.id}`,
      headers: headers(),
    });
    expect(removed.statusCode).toBe(204);
    expect(await captions()).toEqual([first.caption]);
    expect(mediaFiles().some((f) => f.startsWith(second.image.id))).toBe(false);
    expect((await t().app.inject({ method: 'GET', url: `/media/${second.image.id}-480.webp` })).statusCode).toBe(404);
    expect(
      (await t().app.inject({ method: 'DELETE', url: `/api/admin/photos/${second.id}`, headers: headers() }))
        .statusCode,
    ).toBe(404);

    const audit = await t()
      .database.db.selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'photo.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['photo.add', 'photo.move', 'photo.caption', 'photo.delete']),
    );
  });

  it('takes a long phone screenshot (1080 × 20000 PNG, under the megapixel cap): copies fit WebP and AVIF, never a 500', async () => {
    const tall = await sharp({ create: { width: 1080, height: 20000, channels: 3, background: '#7c2d12' } })
      .png()
      .toBuffer();
    const res = await upload('Result list, full page', tall, 'image/png');
    expect([res.statusCode, res.json().message]).toEqual([200, undefined]);
    const { image } = res.json();
    expect(image.height).toBeLessThanOrEqual(16383);
    expect(image.width / image.height).toBeCloseTo(1080 / 20000, 2);
    const webp = await t().app.inject({ method: 'GET', url: `/media/${image.id}-${image.widths[0]}.webp` });
    expect([webp.statusCode, (await sharp(webp.rawPayload).metadata()).height]).toEqual([200, image.height]);
    await t().app.inject({ method: 'DELETE', url: `/api/admin/photos/${res.json().id}`, headers: headers() });
  });

  it('keeps the files of an upload that another photo still shows', async () => {
    const data = await jpeg(640, 480, '#047857');
    const a = (await upload('Same picture A', data)).json();
    const b = (await upload('Same picture B', data)).json();
    expect(b.image.id).toBe(a.image.id);
    await t().app.inject({ method: 'DELETE', url: `/api/admin/photos/${a.id}`, headers: headers() });
    expect((await t().app.inject({ method: 'GET', url: `/media/${b.image.id}-480.webp` })).statusCode).toBe(200);
    await t().app.inject({ method: 'DELETE', url: `/api/admin/photos/${b.id}`, headers: headers() });
    expect((await t().app.inject({ method: 'GET', url: `/media/${b.image.id}-480.webp` })).statusCode).toBe(404);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtu.be/M7lc1UVf-VE?si=abc', 'M7lc1UVf-VE'],
    ['https://youtube.com/shorts/aBcDeFgHiJ_', 'aBcDeFgHiJ_'],
    ['  9bZkp7q19f0  ', '9bZkp7q19f0'],
  ])('adds a video from %s (stores the id %s)', async (url, id) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: headers(),
      payload: { url, title: 'Student success story' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ youtubeId: id, title: 'Student success story' });
    expect((await content()).videos.at(-1)).toMatchObject({ youtubeId: id });
  });

  it('refuses a link that is not a YouTube video, and orders and deletes videos', async () => {
    for (const url of [
      'https://vimeo.com/12345',
      'https://www.youtube.com/playlist?list=PL123',
      'javascript:alert(1)',
      '',
    ]) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/admin/videos',
        headers: headers(),
        payload: { url, title: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/YouTube link/);
    }
    const videos = (await content()).videos as Array<{ id: number }>;
    const last = videos.at(-1)!;
    const moved = await t().app.inject({
      method: 'POST',
      url: `/api/admin/videos/${last.id}/move`,
      headers: headers(),
      payload: { direction: 'up' },
    });
    expect(
      moved
        .json()
        .map((v: { id: number }) => v.id)
        .at(-2),
    ).toBe(last.id);
    for (const v of videos)
      expect(
        (await t().app.inject({ method: 'DELETE', url: `/api/admin/videos/${v.id}`, headers: headers() })).statusCode,
      ).toBe(204);
    expect((await content()).videos).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/photos'],
      ['POST', '/api/admin/photos'],
      ['DELETE', '/api/admin/photos/1'],
      ['POST', '/api/admin/videos'],
      ['POST', '/api/admin/videos/1/move'],
    ] as const) {
      expect(
        (await t().app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} }))
          .statusCode,
      ).toBe(401);
    }
  });
});
