/** What `import x from './picture.png?widths=…&responsive'` gives (tools/build/responsive-image-loader.js, typed in shared/src/globals.d.ts). */
export interface ResponsiveImageSet {
  /** The largest copy in the original format, for browsers without <picture>. */
  src: string;
  width: number;
  height: number;
  /** AVIF, then WebP, then the original format: `srcSet` with width descriptors. */
  sources: { type: string; srcSet: string }[];
}
