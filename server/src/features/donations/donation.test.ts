import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { describeEachDialect, multipart, ORIGIN } from '../../../test/support/test-app';
import { makePdf, makePng, pngBomb } from '../../../test/support/fixtures';
import { insertDonation } from './donation.repository';

describeEachDialect('donations', (t) => {
  const donate = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
    t().app.inject({ method: 'POST', url: '/api/donation', ...multipart(fields, file) });
  const png = (name = 'pay.png', data = makePng()) => ({ field: 'screenshot', name, type: 'image/png', data });
  const uploadFiles = () => {
    const dir = path.join(t().dataDir, 'uploads', 'screenshots');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const tmpFiles = () => fs.readdirSync(path.join(t().dataDir, 'uploads', 'tmp'));

  it('accepts name, email and a PNG screenshot, and the admin can open it', async () => {
    const res = await donate({ name: 'Meera Devi', email: 'meera@example.com' }, png());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you! Your details and screenshot have been submitted.' });

    const cookie = await t().login();
    const list = (await t().app.inject({ method: 'GET', url: '/api/admin/donations', headers: { cookie } })).json();
    const row = list.find((d: { name: string }) => d.name === 'Meera Devi');
    expect(row).toMatchObject({
      email: 'meera@example.com',
      amount: null,
      message: null,
      upiReference: null,
      verified: false,
    });
    expect(row.screenshot).toBe(`/api/admin/donations/${row.id}/screenshot`);

    const shot = await t().app.inject({ method: 'GET', url: row.screenshot, headers: { cookie } });
    expect(shot.statusCode).toBe(200);
    // Stored re-encoded (WebP), never the uploaded bytes; the picture is the same.
    expect(shot.headers['content-type']).toBe('image/webp');
    expect(shot.headers['x-content-type-options']).toBe('nosniff');
    expect(shot.headers['content-disposition']).toMatch(/^inline; filename="donation-\d+\.webp"/);
    const { data, info } = await sharp(shot.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([4, 4]);
    expect(Math.abs(data[0]! - 200) + Math.abs(data[1]! - 30) + Math.abs(data[2]! - 30)).toBeLessThan(30);

    const anonymous = await t().app.inject({ method: 'GET', url: row.screenshot });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a PDF renamed .png with 415 and keeps no file', async () => {
    const before = uploadFiles().length;
    const res = await donate({ name: 'A', email: 'a@example.com' }, png('shot.png', makePdf('not an image')));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/screenshot must be a PNG, JPEG or WebP image/);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a PNG signature followed by zeros (not an image) with 415 and keeps no file', async () => {
    const before = uploadFiles().length;
    const fake = Buffer.concat([makePng().subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 - 100)]);
    const res = await donate({ name: 'Zeros', email: 'z@example.com' }, png('zeros.png', fake));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/screenshot must be a PNG, JPEG or WebP image/);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a decompression bomb (a small PNG of 400 megapixels) with 413 and keeps no file', async () => {
    const before = uploadFiles().length;
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await donate({ name: 'Bomb', email: 'b@example.com' }, png('bomb.png', bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapixels/i);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a truncated image with 415', async () => {
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await donate(
      { name: 'Cut', email: 'c@example.com' },
      png('cut.png', whole.subarray(0, Math.floor(whole.length / 2))),
    );
    expect(res.statusCode).toBe(415);
    expect(tmpFiles()).toEqual([]);
  });

  it('stores a bounded re-encoding: longest side 2000 px, WebP, camera metadata (EXIF, GPS) stripped', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#22aa55' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner', Artist: 'Phone Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await donate(
      { name: 'Big Photo', email: 'photo@example.com' },
      { field: 'screenshot', name: 'p.jpg', type: 'image/jpeg', data: photo },
    );
    expect(res.statusCode).toBe(200);
    const cookie = await t().login();
    const [row] = (
      await t().app.inject({ method: 'GET', url: '/api/admin/donations?q=photo%40example', headers: { cookie } })
    ).json();
    const shot = await t().app.inject({ method: 'GET', url: row.screenshot, headers: { cookie } });
    expect(shot.headers['content-type']).toBe('image/webp');
    const meta = await sharp(shot.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(shot.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    for (const f of uploadFiles()) expect(f).toMatch(/\.webp$/);
  });

  it('real images with flipped or cut bytes are decoded or refused, never a 5xx, never a leftover temp file', async () => {
    const base = sharp({ create: { width: 120, height: 80, channels: 3, background: '#884422' } });
    const images = [
      await base.clone().png().toBuffer(),
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...images),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.double({ min: 0.05, max: 1, noNaN: true })),
        async (image, flips, keep) => {
          const bytes = Buffer.from(image);
          for (const [at, value] of flips) bytes[8 + (at % (bytes.length - 8))] = value; // keep the signature: get past the first check
          const data = keep === null ? bytes : bytes.subarray(0, Math.max(12, Math.floor(bytes.length * keep)));
          const res = await donate({ name: 'Fuzz', email: 'fuzz@example.com' }, png('f.img', data));
          expect([200, 413, 415]).toContain(res.statusCode);
          expect(res.json()).toEqual({ message: expect.any(String) });
        },
      ),
      { numRuns: 60 },
    );
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a screenshot over 5 MB with 413 and keeps no file', async () => {
    const big = Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await donate({ name: 'A', email: 'a@example.com' }, png('big.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
    expect(tmpFiles()).toEqual([]);
  });

  it('names the missing field (400) and leaves no orphan file', async () => {
    const before = uploadFiles().length;
    const noEmail = await donate({ name: 'A' }, png());
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/email/i);
    const noFile = await donate({ name: 'A', email: 'a@example.com' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/screenshot/i);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('never uses the uploaded file name on disk ("../" names are harmless)', async () => {
    const res = await donate({ name: 'Path Trick', email: 'p@example.com' }, png('../../../etc/evil.png'));
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t().dataDir, '..', 'etc', 'evil.png'))).toBe(false);
    for (const f of uploadFiles()) expect(f).toMatch(/^[0-9a-f-]{36}\.(png|jpg|webp)$/);
  });

  it('refuses JSON bodies with 415', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/donation',
      payload: { name: 'A', email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('honeypot: answers success, stores neither row nor file', async () => {
    const before = uploadFiles().length;
    const res = await donate({ name: 'Bot', email: 'bot@example.com', website: 'x' }, png());
    expect(res.statusCode).toBe(200);
    expect(uploadFiles().length).toBe(before);
    const cookie = await t().login();
    const list = (
      await t().app.inject({ method: 'GET', url: '/api/admin/donations?q=bot%40example', headers: { cookie } })
    ).json();
    expect(list).toEqual([]);
  });

  it('lets the admin fill amount, UPI reference and verified', async () => {
    await donate({ name: 'Fill Me', email: 'fill@example.com' }, png());
    const cookie = await t().login();
    const [row] = (
      await t().app.inject({ method: 'GET', url: '/api/admin/donations?q=Fill%20Me', headers: { cookie } })
    ).json();
    const res = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { amount: 501.5, upiReference: 'UPI123', verified: true, message: 'For books' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 501.5, upiReference: 'UPI123', verified: true, message: 'For books' });
    const verified = (
      await t().app.inject({ method: 'GET', url: '/api/admin/donations?verified=true', headers: { cookie } })
    ).json();
    expect(verified.map((d: { id: number }) => d.id)).toContain(row.id);
    const neg = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { amount: -5 },
    });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toMatch(/amount/i);
  });
});

describeEachDialect(
  'donation upload quota',
  (t) => {
    const donate = (name: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/donation',
        ...multipart(
          { name, email: 'q@example.com' },
          { field: 'screenshot', name: 's.png', type: 'image/png', data: makePng() },
        ),
      });
    const stored = () => {
      const dir = path.join(t().dataDir, 'uploads', 'screenshots');
      return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    };

    it('answers 507 with a plain message once unverified screenshots fill the quota, and verifying frees it', async () => {
      // An unverified donation already holding the whole 1 MiB quota.
      const id = await insertDonation(t().database.db, {
        name: 'Full',
        email: 'full@example.com',
        screenshotKey: 'screenshots/00000000-0000-4000-8000-000000000000.webp',
        screenshotType: 'image/webp',
        screenshotBytes: 1024 * 1024,
      });
      const before = stored();
      const refused = await donate('Refused Donor');
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/try again later/i) });
      expect(refused.json().message).toMatch(/contact the institute/i);
      expect(stored()).toBe(before);
      expect(fs.readdirSync(path.join(t().dataDir, 'uploads', 'tmp'))).toEqual([]);

      const cookie = await t().login();
      const patch = await t().app.inject({
        method: 'PATCH',
        url: `/api/admin/donations/${id}`,
        headers: { cookie, origin: ORIGIN },
        payload: { verified: true },
      });
      expect(patch.statusCode).toBe(200);
      const accepted = await donate('Accepted Donor');
      expect(accepted.statusCode).toBe(200);
      expect(stored()).toBe(before + 1);
    });
  },
  { donationUploadQuotaBytes: 1024 * 1024 },
);
