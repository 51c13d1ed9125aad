import { z } from 'zod';
import { MEDIA_ID_PATTERN, type MediaImage } from './media-urls';

export * from './media-urls';

export const mediaImageSchema: z.ZodType<MediaImage> = z.object({
  id: z.string().regex(MEDIA_ID_PATTERN),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
});
