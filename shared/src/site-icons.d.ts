// The types of site-icons.js (CommonJS, run as is by the build's webpack config).
import type { ICON_FILES } from './schemas/site-images';

/**
 * The caller's own `sharp` (its default export). This package does not depend on sharp, so it cannot
 * name its type; any function is taken, and the caller's import is typed by its own package.
 */
type Sharp = (...args: never[]) => unknown;

/** favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png, drawn from a square picture. */
export declare function iconFiles(sharp: Sharp, square: Buffer): Promise<Record<(typeof ICON_FILES)[number], Buffer>>;

/** share-card.png (1200 × 630): the square picture between the brand's bands, drawn without SVG. */
export declare function shareCard(sharp: Sharp, square: Buffer): Promise<Buffer>;

/** The square picture at size × size px, as a PNG. */
export declare function pngAt(sharp: Sharp, square: Buffer, size: number): Promise<Buffer>;
