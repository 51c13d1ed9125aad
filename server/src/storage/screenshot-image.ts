import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../lib/http-error';

/** A screenshot is a few megapixels; 40 (e.g. 8000 × 5000) leaves room for any phone camera's default. */
export const MAX_SCREENSHOT_PIXELS = 40_000_000;
/** What the admin needs to read a payment screenshot; bounds every stored file to a few hundred KB. */
export const MAX_STORED_SIDE = 2000;
export const STORED_SCREENSHOT = { mime: 'image/webp', ext: 'webp' } as const;

// libvips can read dozens of formats (SVG, TIFF, HEIF, PDF…). Uploads pass a magic-bytes check
// first, but decoding only PNG, JPEG and WebP takes the other decoders out of reach altogether.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: ['png', 'jpeg', 'webp'].flatMap((f) => {
    const name = f === 'png' ? 'Png' : f === 'jpeg' ? 'Jpeg' : 'Webp';
    return [`VipsForeignLoad${name}File`, `VipsForeignLoad${name}Buffer`];
  }),
});
// No operation cache: each upload is decoded once, and the cache would only hold memory.
sharp.cache(false);

/** At most two decodes at once (every upload that decodes shares this): a 40-megapixel image takes ~160 MB while it is processed. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];
export async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The answer for an upload that is not a PNG, JPEG or WebP, or whose pixels do not decode. */
export const notAnImage = (field: string) =>
  new HttpError(415, `The ${field} must be a PNG, JPEG or WebP image (this file could not be read as one)`);

/**
 * Reads only an upload's header and refuses, before any pixel is decoded, what is not a PNG, JPEG
 * or WebP (415) and what claims more than MAX_SCREENSHOT_PIXELS (413). Every upload that becomes an
 * image (payment screenshots, photos, portraits) passes this one check.
 */
export async function checkedImageHeader(
  input: string | Buffer,
  field: string,
): Promise<Metadata & { width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata(); // header only
  } catch {
    throw notAnImage(field);
  }
  const { width, height } = meta;
  if (!width || !height || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) throw notAnImage(field);
  if (width * height > MAX_SCREENSHOT_PIXELS) {
    throw new HttpError(
      413,
      `The ${field} is too large: at most ${MAX_SCREENSHOT_PIXELS / 1_000_000} megapixels (this one is ${width} × ${height})`,
    );
  }
  return { ...meta, width, height };
}

/**
 * Decodes an uploaded image and returns a fresh WebP of it: upright, longest side at most
 * MAX_STORED_SIDE, no metadata (EXIF, GPS, ICC, XMP). The upload itself is never kept, so what we
 * store is bounded in size and holds nothing but pixels. Refuses what does not decode (415) and
 * images whose header claims more than MAX_SCREENSHOT_PIXELS (413), before decoding them.
 */
export async function reencodeScreenshot(inputPath: string, field = 'screenshot'): Promise<Buffer> {
  return withSlot(async () => {
    const open = () =>
      sharp(inputPath, { limitInputPixels: MAX_SCREENSHOT_PIXELS, failOn: 'warning', sequentialRead: true });
    await checkedImageHeader(inputPath, field);
    try {
      return await open()
        .autoOrient()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw notAnImage(field); // truncated or corrupt pixel data
    }
  });
}
