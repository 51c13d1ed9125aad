const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/** A quick check before a slow upload on mobile data; the server decodes the image again. */
export function imageProblem(file: File | null | undefined, maxBytes: number, what = 'photo'): string | null {
  if (!file) return `Choose the ${what}.`;
  if (!IMAGE_TYPES.includes(file.type) && !IMAGE_NAME.test(file.name))
    return `The ${what} must be a JPEG, PNG or WebP image.`;
  if (file.size > maxBytes) return `The ${what} is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`;
  return null;
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
