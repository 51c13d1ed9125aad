import logoImage from '../../public/ddslogo.png?widths=48,96,128&responsive';

/**
 * The logo as the pages show it: AVIF/WebP copies at 48, 96 and 128 px made at build time, named by
 * content hash (the plain /ddslogo.png at the site root stays for the favicon, SPEC.md §2).
 */
export const logoPicture = logoImage;
