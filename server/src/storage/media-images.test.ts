import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_COPY_SIDE, makeMediaVariants, widthsFor } from './media-images';
import { createMediaStore } from './media-store';

/** A noisy photo (so encoders do real work) as a camera writes it: JPEG with EXIF and a GPS position. */
async function cameraJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const pixels = sharp({
    create: { width, height, channels: 3, background: '#b91c1c', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  });
  const jpeg = await pixels.jpeg({ quality: 85 }).toBuffer();
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'Somebody' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 34/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 40/1 0/1' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('media images', () => {
  let dir: string;
  // The server decodes uploads of PNG, JPEG and WebP only; reading back our own AVIF copies is for this test.
  beforeAll(() => sharp.unblock({ operation: ['VipsForeignLoadHeifBuffer'] }));
  afterAll(() => sharp.block({ operation: ['VipsForeignLoadHeifBuffer'] }));
  const file = (name: string, data: Buffer) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, data);
    return p;
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-media-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('chooses widths no wider than the picture and skips near-duplicates', () => {
    expect(widthsFor('photo', 1600)).toEqual([480, 960, 1600]);
    expect(widthsFor('photo', 1200)).toEqual([480, 960, 1200]);
    expect(widthsFor('photo', 1000)).toEqual([480, 1000]);
    expect(widthsFor('photo', 500)).toEqual([500]);
    expect(widthsFor('portrait', 300)).toEqual([160, 300]);
  });

  it('makes WebP copies at 480/960/1600 and AVIF up to 960 from a camera JPEG, with the EXIF and GPS gone', async () => {
    const input = file('camera.jpg', await cameraJpeg(2400, 1800));
    expect((await sharp(input).metadata()).exif).toBeDefined(); // the upload has it…
    const { image, files } = await makeMediaVariants(input, 'photo');
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{20}$/),
      width: 1600,
      height: 1200,
      widths: [480, 960, 1600],
    });
    expect(files.map((f) => f.name).sort()).toEqual(
      [
        `${image.id}-480.avif`,
        `${image.id}-480.webp`,
        `${image.id}-960.avif`,
        `${image.id}-960.webp`,
        `${image.id}-1600.webp`,
      ].sort(),
    );
    for (const f of files) {
      const meta = await sharp(f.data).metadata();
      const [, width, format] = /-(\d+)\.(\w+)$/.exec(f.name)!;
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(Number(width));
      expect(meta.height).toBe(Math.round((Number(width) * 3) / 4));
      // …the copies do not: no camera, no location, no colour profile.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('turns a sideways camera photo upright (EXIF orientation applied, then dropped)', async () => {
    const input = file('sideways.jpg', await cameraJpeg(800, 600, 6)); // 6 = rotate 90° clockwise
    const { image, files } = await makeMediaVariants(input, 'photo');
    expect([image.width, image.height]).toEqual([600, 800]);
    const meta = await sharp(files[0]!.data).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('crops portraits square and names the same upload the same way twice (content-addressed)', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 4, background: { r: 10, g: 80, b: 200, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const first = await makeMediaVariants(file('a.png', png), 'portrait');
    const again = await makeMediaVariants(file('b.png', png), 'portrait');
    expect(again.image.id).toBe(first.image.id);
    expect(first.image).toMatchObject({ width: 480, height: 480, widths: [160, 320, 480] });
    const asPhoto = await makeMediaVariants(file('c.png', png), 'photo');
    expect(asPhoto.image.id).not.toBe(first.image.id);
    for (const f of first.files) {
      const meta = await sharp(f.data).metadata();
      expect(meta.width).toBe(meta.height);
    }
  });

  it('fits a long phone screenshot (1080 × 20000, 21.6 MP) within every encoder limit, aspect kept, for both presets', async () => {
    // WebP cannot hold a side over 16383 px, AVIF (HEIF) over 16384: the copies are capped on their long side.
    const tall = file(
      'tall.png',
      await sharp({ create: { width: 1080, height: 20000, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    );
    const photo = await makeMediaVariants(tall, 'photo');
    expect(photo.image.height).toBe(MAX_COPY_SIDE);
    expect(photo.image.width).toBe(Math.round((1080 * MAX_COPY_SIDE) / 20000));
    expect(photo.image.widths).toEqual([photo.image.width]);
    for (const f of photo.files) {
      const meta = await sharp(f.data).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(MAX_COPY_SIDE);
    }
    const portrait = await makeMediaVariants(tall, 'portrait');
    expect(portrait.image).toMatchObject({ width: 480, height: 480 });
  });

  it('fits a very wide panorama too (40000 × 1000)', async () => {
    const wide = file(
      'wide.png',
      await sharp({ create: { width: 40000, height: 1000, channels: 3, background: '#1e3a8a' } })
        .png()
        .toBuffer(),
    );
    const { image } = await makeMediaVariants(wide, 'photo');
    expect(image).toMatchObject({ width: 1600, height: 40, widths: [480, 960, 1600] });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 415],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 415],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 415],
  ])('refuses %s (415: only PNG, JPEG and WebP are decoded)', async (_, bytes, status) => {
    await expect(makeMediaVariants(file('bad.bin', bytes), 'photo')).rejects.toMatchObject({ statusCode: status });
  });

  it('stores copies under uploads/media and serves them back by name only', async () => {
    const store = createMediaStore(dir);
    const { image, files } = await makeMediaVariants(
      file(
        'd.png',
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
      ),
      'photo',
    );
    await store.save(files);
    expect(fs.readdirSync(path.join(dir, 'uploads', 'media')).sort()).toEqual(files.map((f) => f.name).sort());
    expect(await store.open(`${image.id}-300.webp`)).toMatchObject({
      size: files.find((f) => f.name.endsWith('300.webp'))!.data.length,
    });
    expect(await store.open('../dds.sqlite')).toBeUndefined();
    expect(await store.open(`${image.id}-300.png`)).toBeUndefined();
    await store.remove(image.id);
    expect(fs.readdirSync(path.join(dir, 'uploads', 'media'))).toEqual([]);
  });
});
