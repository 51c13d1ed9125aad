/** Each browser package includes this file (tsconfig); set at build time by tools/build/webpack-common.js (DefinePlugin): this package's release label. */
declare const __DDS_RELEASE__: string;
/**
 * `import logo from './logo.png?widths=48,96&responsive'` (tools/build/responsive-image-loader.js): AVIF,
 * WebP and original-format copies at those widths, made at build time, named by content hash.
 */
declare module '*&responsive' {
  const image: {
    src: string;
    width: number;
    height: number;
    sources: { type: string; srcSet: string }[];
  };
  export default image;
}
/** `import url from '…/font.woff2'`: the build copies the file under a content-hashed name and gives its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
