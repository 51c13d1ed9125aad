/**
 * Pictures the admin uploads (gallery photos, portraits of people) are stored as a few resized
 * copies named by the hash of what was uploaded, e.g. `/media/3f2a…-960.webp`. A name never
 * changes its bytes, so browsers and proxies may keep them for a year.
 *
 * No zod here: the public pages import this module alone (a page that shows pictures needs no validator).
 */
export const MEDIA_URL_PREFIX = '/media/';
export const MEDIA_ID_PATTERN = /^[0-9a-f]{20}$/;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** AVIF is slow to encode: only the smaller copies are made in it (WebP covers the rest). */
export const AVIF_MAX_WIDTH = 960;

export interface MediaImage {
  id: string;
  /** Size of the largest copy: the width/height attributes that keep the layout from shifting. */
  width: number;
  height: number;
  /** The widths made, smallest first (the smallest is at most 480, so there is always an AVIF one). */
  widths: number[];
}

export const mediaFileName = (id: string, width: number, format: MediaFormat) => `${id}-${width}.${format}`;
export const mediaUrl = (id: string, width: number, format: MediaFormat) =>
  `${MEDIA_URL_PREFIX}${mediaFileName(id, width, format)}`;

/** The widths stored in a format. */
export const mediaWidths = (image: MediaImage, format: MediaFormat) =>
  format === 'avif' ? image.widths.filter((w) => w <= AVIF_MAX_WIDTH) : image.widths;

/** `srcset` of one format: every stored width. */
export const mediaSrcSet = (image: MediaImage, format: MediaFormat) =>
  mediaWidths(image, format)
    .map((w) => `${mediaUrl(image.id, w, format)} ${w}w`)
    .join(', ');

/** A plain `src` (WebP) for a box about `cssWidth` wide on a 2× screen. */
export function mediaSrc(image: MediaImage, cssWidth: number): string {
  const wanted = cssWidth * 2;
  const width = image.widths.find((w) => w >= wanted) ?? image.widths[image.widths.length - 1]!;
  return mediaUrl(image.id, width, 'webp');
}
