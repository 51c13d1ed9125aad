import { assetUrl } from './asset-url';

/**
 * Image manifest: every picture the institute must supply, one line each. All are generated
 * placeholders (public-site/scripts/generate-placeholders.mjs); replace a file in
 * `public-site/public/images/` with a real photo of the same name and aspect ratio and rebuild.
 */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const subjects = ['Spoken English class', 'Computer lab', 'Annual function', 'Certificate day', 'Career seminar', 'Coding workshop', 'Group discussion', 'Typing practice', 'Tally session', 'Guest lecture'];

/** ~50 program photos for /photos (SPEC.md §2). */
export const galleryImages: SiteImage[] = Array.from({ length: 50 }, (_, i) => ({
  src: assetUrl(`images/gallery/photo-${String(i + 1).padStart(2, '0')}.svg`),
  alt: `${subjects[i % subjects.length]} at DDS (photo ${i + 1})`,
  width: 400,
  height: 300,
}));

/** Poster frames shown before a video is played (no third-party request until then). */
export const videoPosters: SiteImage[] = Array.from({ length: 8 }, (_, i) => ({
  src: assetUrl(`images/videos/poster-${i + 1}.svg`),
  alt: '',
  width: 480,
  height: 270,
}));

/** The logo is served by the shell at the site root (SPEC.md §2). */
export const logo: SiteImage = { src: '/ddslogo.png', alt: 'DDS logo', width: 128, height: 128 };
