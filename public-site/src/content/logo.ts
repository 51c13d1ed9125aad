import logoImage from '../../public/ddslogo.png?widths=48,96,128&responsive';
import { site } from './site';

/**
 * The logo as the pages show it: AVIF/WebP/PNG copies at 48, 96 and 128 px made at build time, named
 * by content hash, picked by the browser for the box and the screen. The <img> itself still names
 * '/ddslogo.png' at the site root (SPEC.md §2), for browsers that read no <source>.
 */
export const logoPicture = { ...logoImage, src: site.logoSrc };
