import { z } from 'zod';
import { isoTimestamp, requiredText } from './common';
import { mediaImageSchema } from './media';
import { trimInvisible } from './text-hygiene';
import { recordVersion } from './versioned';

/** Photos of /photos: uploaded by the admin, resized on upload, shown in the order the admin sets. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_CAPTION_MAX = 160;

export const photoCaptionSchema = z.object({ caption: requiredText('Caption', PHOTO_CAPTION_MAX) });

export const galleryPhotoSchema = z.object({
  id: z.number().int(),
  /** Required: it is the photo's alt text. */
  caption: z.string(),
  image: mediaImageSchema,
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** Up or down one place in the order the public site shows. */
export const moveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }) });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The 11-character id of a YouTube video from what an admin pastes: a bare id, a watch link
 * (`youtube.com/watch?v=…`), a share link (`youtu.be/…`), a Shorts, embed or live link — with or
 * without https:// and with any extra parameters. Undefined for anything else (playlists, channels).
 */
export function parseYouTubeId(input: string): string | undefined {
  const text = trimInvisible(input);
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

export const videoInputSchema = z.object({
  url: z
    .string({ error: 'YouTube link is required' })
    .max(500, 'YouTube link must be at most 500 characters')
    .refine((v) => trimInvisible(v) !== '', 'YouTube link is required')
    .refine(
      (v) => trimInvisible(v) === '' || parseYouTubeId(v) !== undefined,
      'YouTube link must be a video link (youtube.com/watch?v=…, youtu.be/…, /shorts/…) or an 11-character video id',
    ),
  title: requiredText('Title', 120),
});
export type VideoInput = z.input<typeof videoInputSchema>;

export const videoTitleSchema = z.object({ title: requiredText('Title', 120) });

export const videoSchema = z.object({
  id: z.number().int(),
  youtubeId: z.string().regex(YOUTUBE_ID),
  title: z.string(),
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type Video = z.infer<typeof videoSchema>;
