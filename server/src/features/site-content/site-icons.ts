import crypto from 'node:crypto';
import sharp from 'sharp';
import {
  ICON_FILES,
  LOGO_FILES,
  LOGO_SIDE,
  SITE_IMAGE_MIN_SIDE,
  type SiteIconFile,
  type SiteImageKind,
} from '@dds/shared/src/schemas/site-images';
import { HttpError } from '../../lib/http-error';
// Importing the screenshot module also applies its decoder block (PNG, JPEG and WebP only).
import { checkedImageHeader, MAX_SCREENSHOT_PIXELS, notAnImage, withSlot } from '../../storage/screenshot-image';

/*
 * The files the site serves at its root, made from an uploaded logo or favicon — the same files
 * tools/build/site-icons-plugin.js makes from the shipped logo at build time (docs/decisions/017), with
 * the same look, plus the logo's own copies and the home-screen sizes:
 * - favicon.ico: 16, 32 and 48 px PNGs in an ICO (browsers, and crawlers that ask for /favicon.ico);
 * - apple-touch-icon.png: 180 px on white (iOS fills transparency with black);
 * - icon-192.png, icon-512.png: Android's home screen and install sizes;
 * - ddslogo.png (512 px), logo-48/96/128.png: the logo the pages show;
 * - share-card.png: 1200 × 630, the card WhatsApp, Facebook and X show for a shared link.
 */

const BRAND = '#b91c1c';
const GOLD = '#fbbf24';
const CREAM = '#fff7ed';

export interface IconFile {
  name: SiteIconFile;
  data: Buffer;
  contentType: string;
}

/** An .ico holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/**
 * The upload as a square RGBA PNG, LOGO_SIDE px, the picture centred on a transparent ground
 * (a wide logo keeps its shape). Decoded once, bounded like every upload (PNG, JPEG, WebP only; at
 * most MAX_SCREENSHOT_PIXELS), with nothing of the file kept but its pixels.
 */
async function squareMaster(bytes: Buffer): Promise<Buffer> {
  const meta = await checkedImageHeader(bytes, 'picture');
  if (Math.max(meta.width, meta.height) < SITE_IMAGE_MIN_SIDE) {
    throw new HttpError(
      400,
      `The picture is too small: at least ${SITE_IMAGE_MIN_SIDE} px on its longer side (this one is ${meta.width} × ${meta.height}); 512 × 512 or more looks sharp everywhere`,
    );
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_SCREENSHOT_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, kernel: 'lanczos3' })
      .ensureAlpha()
      .png()
      .toBuffer();
  } catch {
    throw notAnImage('picture'); // truncated or corrupt pixel data
  }
}

const png = (data: Buffer, name: SiteIconFile): IconFile => ({ name, data, contentType: 'image/png' });

async function iconFiles(master: Buffer): Promise<IconFile[]> {
  const resized = (size: number) =>
    sharp(master).resize(size, size, { kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();
  const favicon = ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await resized(size) }))));
  const touch = await sharp({ create: { width: 180, height: 180, channels: 4, background: '#ffffff' } })
    .composite([{ input: await resized(152), gravity: 'center' }])
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const files: IconFile[] = [
    { name: 'favicon.ico', data: favicon, contentType: 'image/x-icon' },
    png(touch, 'apple-touch-icon.png'),
    png(await resized(192), 'icon-192.png'),
    png(await resized(512), 'icon-512.png'),
  ];
  return files.filter((f) => (ICON_FILES as readonly string[]).includes(f.name));
}

async function logoFiles(master: Buffer): Promise<IconFile[]> {
  const resized = (size: number) =>
    sharp(master).resize(size, size, { kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();
  // The logo centred on a warm ground between the brand's red and gold bands, as the build's card
  // (plain rectangles: the SVG loader the build uses is blocked for uploads on the server).
  const band = (height: number, fill: string) => ({
    create: { width: 1200, height, channels: 4 as const, background: fill },
  });
  const share = await sharp({ create: { width: 1200, height: 630, channels: 4, background: CREAM } })
    .composite([
      { input: band(36, BRAND), top: 0, left: 0 },
      { input: band(8, GOLD), top: 36, left: 0 },
      { input: band(8, GOLD), top: 586, left: 0 },
      { input: band(36, BRAND), top: 594, left: 0 },
      { input: await resized(320), gravity: 'center' },
    ])
    .flatten({ background: CREAM })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const files: IconFile[] = [
    png(await sharp(master).png({ compressionLevel: 9 }).toBuffer(), 'ddslogo.png'),
    png(await resized(48), 'logo-48.png'),
    png(await resized(96), 'logo-96.png'),
    png(await resized(128), 'logo-128.png'),
    png(share, 'share-card.png'),
  ];
  return files.filter((f) => (LOGO_FILES as readonly string[]).includes(f.name));
}

/**
 * Every file an upload of this kind makes: a favicon makes the icons; a logo makes its own copies
 * and the icons too (used while no favicon is uploaded). SVG is not taken: libvips' SVG loader is
 * blocked for uploads (an SVG can reference other files and run a parser over untrusted XML).
 */
export async function makeSiteIcons(kind: SiteImageKind, bytes: Buffer): Promise<IconFile[]> {
  return withSlot(async () => {
    const master = await squareMaster(bytes);
    return kind === 'favicon' ? iconFiles(master) : [...(await logoFiles(master)), ...(await iconFiles(master))];
  });
}

/** A short tag of the upload's files, for `?v=` in the pages and the ETag. */
export const iconTag = (files: IconFile[]) => {
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f.name).update(f.data);
  return hash.digest('hex').slice(0, 16);
};
