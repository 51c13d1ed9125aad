import { assetUrl } from './asset-url';
// What each sample picture shows: drawn on the picture by scripts/generate-placeholders.mjs, and
// named by its alt text here — one list, so the alt names what the picture shows.
import subjects from './sample-subjects.json';

/**
 * Image manifest of the pictures shipped with the site. The gallery and video posters here are
 * generated SAMPLES (public-site/scripts/generate-placeholders.mjs), marked `sample: true`: the
 * public pages show them only on a fresh install, until the admin uploads the institute's own
 * photos and videos in the admin panel (/admin/gallery, /admin/videos), which replace them at once.
 */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A shipped sample, not a picture of the institute. */
  sample?: true;
}

/**
 * ~50 sample pictures for /photos (docs/contract.md §2), until the admin uploads real ones. WebP, not
 * SVG: every SVG picture costs the page a document of its own on the main thread (decision 027, "The
 * public routes under 95").
 */
export const samplePhotos: SiteImage[] = Array.from({ length: 50 }, (_, i) => ({
  src: assetUrl(`images/gallery/photo-${String(i + 1).padStart(2, '0')}.webp`),
  alt: `Sample picture: ${subjects[i % subjects.length]}`,
  width: 560,
  height: 420,
  sample: true,
}));

/** Poster frames of the sample videos (no third-party request until a video is played); WebP as above. */
export const sampleVideoPosters: SiteImage[] = Array.from({ length: 8 }, (_, i) => ({
  src: assetUrl(`images/videos/poster-${i + 1}.webp`),
  alt: '',
  width: 720,
  height: 405,
  sample: true,
}));
