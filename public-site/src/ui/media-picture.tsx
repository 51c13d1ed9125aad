import type { ImgHTMLAttributes } from 'react';
import { mediaSrc, mediaSrcSet, type MediaImage } from '@dds/shared/schemas/media-urls';

interface Props extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'className'> {
  image: MediaImage;
  alt: string;
  /** The `sizes` of the box the picture fills, e.g. "(min-width: 768px) 280px, 240px". */
  sizes: string;
  /** The box's largest CSS width, for browsers that take the plain `src`. */
  cssWidth: number;
}

/**
 * A picture the admin uploaded: AVIF where the browser reads it, else WebP, each at the width the
 * box needs on this screen (srcset + sizes), with its size set so nothing moves while it loads.
 */
export function MediaPicture({ image, alt, sizes, cssWidth, loading = 'lazy', className }: Props) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={mediaSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={mediaSrc(image, cssWidth)}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
