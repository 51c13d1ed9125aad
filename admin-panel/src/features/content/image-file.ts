import { adminText, type Translate } from '../../i18n/admin-text';
import { contentText } from './content-text';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/**
 * A quick check before a slow upload on mobile data; the server decodes the image again. Said by
 * `t` (the caller's translator of ./content-text.ts; English without one).
 */
export function imageProblem(
  file: File | null | undefined,
  maxBytes: number,
  t: Translate<typeof contentText> = (id, values) => adminText('en', contentText, id, values),
): string | null {
  if (!file) return t('image.choose');
  if (!IMAGE_TYPES.includes(file.type) && !IMAGE_NAME.test(file.name)) return t('image.type');
  if (file.size > maxBytes) return t('image.tooLarge', { max: Math.round(maxBytes / 1024 / 1024) });
  return null;
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
