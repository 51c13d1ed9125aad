import type { ResponsiveImageSet } from './responsive-image';

interface Props {
  image: ResponsiveImageSet;
  alt: string;
  /** The box's CSS width: the `sizes` of a fixed-size picture and its width attribute. */
  width: number;
  height: number;
  /** Below the fold: lazy. The picture that paints the LCP: eager with high priority. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A picture shipped with the site: AVIF where the browser reads it, else WebP, else the original
 * format, each at the width this screen needs. `display: contents` lets the <img> keep its place
 * in the parent's layout (flex rows style the img, not the picture).
 */
export function ResponsivePicture({ image, alt, width, height, loading = 'lazy', fetchPriority }: Props) {
  const sizes = `${width}px`;
  return (
    <picture style={{ display: 'contents' }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
