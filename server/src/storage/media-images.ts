import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AVIF_MAX_WIDTH, mediaFileName, type MediaFormat, type MediaImage } from '@dds/shared/src/schemas/media';
// Importing the screenshot module also applies its decoder block (PNG, JPEG and WebP only).
import { checkedImageHeader, MAX_SCREENSHOT_PIXELS, notAnImage, withSlot } from './screenshot-image';

/**
 * Gallery photos are shown at every size from a phone's row (240 px) to a wide screen; portraits
 * of people are small and square. Each preset lists the widths made (never wider than the upload).
 */
export const MEDIA_PRESETS = {
  photo: { widths: [480, 960, 1600], square: false },
  portrait: { widths: [160, 320, 480], square: true },
} as const;
export type MediaPreset = keyof typeof MEDIA_PRESETS;

/**
 * No copy is longer than this on either side. The encoders have hard limits (WebP 16383 px, AVIF
 * 16384) that a long phone screenshot (1080 × 20000) passes while well under the megapixel cap,
 * and the site never shows more of a tall picture than a 4:3 crop of its middle anyway. A photo
 * 1600 wide keeps its full width up to an aspect of 1:2.56 (a 9:16 phone photo is 1600 × 2844).
 */
export const MAX_COPY_SIDE = 4096;

/** Bump when the encoding changes: new copies then get new names, never old names with new bytes. */
const PIPELINE_VERSION = 'media-v1';

export interface MediaFile {
  name: string;
  data: Buffer;
}
export interface ProcessedMedia {
  image: MediaImage;
  files: MediaFile[];
}

/** The widths to make for a picture `largest` px wide: the preset's smaller ones, then the largest itself. */
export function widthsFor(preset: MediaPreset, largest: number): number[] {
  // A copy less than 10% narrower than the next one is not worth its bytes.
  const smaller = MEDIA_PRESETS[preset].widths.filter((w) => w < largest * 0.9);
  return [...smaller, largest];
}

const encode = (pipeline: Sharp, format: MediaFormat) =>
  // AVIF at effort 2: a third of the default's encode time for a few percent more bytes.
  format === 'avif' ? pipeline.avif({ quality: 50, effort: 2 }) : pipeline.webp({ quality: 78 });

/**
 * Decodes an uploaded picture (PNG, JPEG or WebP, at most MAX_SCREENSHOT_PIXELS), turns it upright
 * and makes the preset's copies in WebP and (up to AVIF_MAX_WIDTH) AVIF. Nothing of the upload is
 * kept but its pixels: EXIF (camera, GPS location), XMP and ICC are dropped (colours converted to
 * sRGB). The id is a hash of the upload, so the same picture uploaded twice shares its copies.
 */
export async function makeMediaVariants(
  inputPath: string,
  preset: MediaPreset,
  field = 'photo',
): Promise<ProcessedMedia> {
  const bytes = await fsp.readFile(inputPath);
  const id = crypto
    .createHash('sha256')
    .update(`${PIPELINE_VERSION}|${preset}|`)
    .update(bytes)
    .digest('hex')
    .slice(0, 20);
  return withSlot(async () => {
    await checkedImageHeader(bytes, field);
    const { square, widths } = MEDIA_PRESETS[preset];
    const largestAllowed = widths[widths.length - 1]!;
    let base: { data: Buffer; info: OutputInfo };
    try {
      // Decoded once, at the largest size needed; every copy is made from these pixels.
      const upright = sharp(bytes, { limitInputPixels: MAX_SCREENSHOT_PIXELS, failOn: 'warning' }).autoOrient();
      const sized = square
        ? upright.resize({
            width: largestAllowed,
            height: largestAllowed,
            fit: 'cover',
            position: 'attention',
            withoutEnlargement: true,
          })
        : upright.resize({ width: largestAllowed, height: MAX_COPY_SIDE, fit: 'inside', withoutEnlargement: true });
      base = await sized.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    } catch {
      throw notAnImage(field); // truncated or corrupt pixel data
    }
    const { width, height, channels } = base.info;
    // A square crop of a small picture may come out a pixel off square: use its shorter side.
    const largest = square ? Math.min(width, height) : width;
    const made = widthsFor(preset, largest);
    const files: MediaFile[] = [];
    let largestHeight = height;
    for (const w of made) {
      for (const format of ['webp', 'avif'] as const) {
        if (format === 'avif' && w > AVIF_MAX_WIDTH) continue;
        const resize = square ? { width: w, height: w, fit: 'cover' as const } : { width: w };
        const { data, info } = await encode(
          sharp(base.data, { raw: { width, height, channels } }).resize(resize),
          format,
        ).toBuffer({ resolveWithObject: true });
        if (w === largest && format === 'webp') largestHeight = info.height;
        files.push({ name: mediaFileName(id, w, format), data });
      }
    }
    return { image: { id, width: largest, height: largestHeight, widths: made }, files };
  });
}
