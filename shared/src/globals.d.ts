/** Each browser package includes this file (tsconfig); set at build time by tools/webpack-common.js (DefinePlugin): this package's release label. */
declare const __DDS_RELEASE__: string;
