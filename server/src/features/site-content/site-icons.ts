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
import { iconFiles as drawIcons, pngAt, shareCard } from '@dds/shared/site-icons';
import { HttpError } from '../../lib/http-error';
// Importing the screenshot module also applies its decoder block (PNG, JPEG and WebP only).
import { checkedImageHeader, MAX_SCREENSHOT_PIXELS, notAnImage, withSlot } from '../../storage/screenshot-image';

/*
 * The files the site serves at its root, made from an uploaded logo or favicon: the icons and the
 * share card drawn as the build draws them from the shipped logo (@dds/shared/site-icons, one drawing
 * for both: docs/decisions/017, docs/decisions/002), plus the logo's own copies:
 * - favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png: the icons;
 * - ddslogo.png (512 px), logo-48/96/128.png: the logo the pages show;
 * - share-card.png: 1200 × 630, the card WhatsApp, Facebook and X show for a shared link.
 */

export interface IconFile {
  name: SiteIconFile;
  data: Buffer;
  contentType: string;
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

const file = (name: SiteIconFile, data: Buffer): IconFile => ({
  name,
  data,
  contentType: name.endsWith('.ico') ? 'image/x-icon' : 'image/png',
});

async function iconFiles(master: Buffer): Promise<IconFile[]> {
  const drawn = await drawIcons(sharp, master);
  return ICON_FILES.map((name) => file(name, drawn[name]));
}

async function logoFiles(master: Buffer): Promise<IconFile[]> {
  const drawn: Record<(typeof LOGO_FILES)[number], Buffer> = {
    'ddslogo.png': await sharp(master).png({ compressionLevel: 9 }).toBuffer(),
    'logo-48.png': await pngAt(sharp, master, 48),
    'logo-96.png': await pngAt(sharp, master, 96),
    'logo-128.png': await pngAt(sharp, master, 128),
    'share-card.png': await shareCard(sharp, master),
  };
  return LOGO_FILES.map((name) => file(name, drawn[name]));
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
