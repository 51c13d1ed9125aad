// The logo and the icons made from it (docs/decisions/021-site-text.md, "Logo and icons"): the
// files the site serves at its root, made at build time from the shipped logo (decision 017) and
// made again by the server when the owner uploads a logo or a favicon. Plain data: the public site
// reads it to name the uploaded logo's copies.

/** What the owner may upload: the logo (pages, share card, and icons unless a favicon is uploaded) and a favicon. */
export const SITE_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

/** The icons a browser, a phone's home screen and a search engine ask for, made from a favicon (or the logo). */
export const ICON_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png'] as const;
/** The logo's own copies: the pages' logo at 48, 96 and 128 px, the large one, and the share card WhatsApp shows. */
export const LOGO_FILES = ['ddslogo.png', 'logo-48.png', 'logo-96.png', 'logo-128.png', 'share-card.png'] as const;
export type SiteIconFile = (typeof ICON_FILES)[number] | (typeof LOGO_FILES)[number];
export const SITE_ICON_FILES: readonly SiteIconFile[] = [...LOGO_FILES, ...ICON_FILES];

/** The size the large logo copy is made at (square, the picture centred on a transparent ground). */
export const LOGO_SIDE = 512;

/**
 * In the pages' content: the uploaded logo's and favicon's tags (a hash of the files), absent when
 * the build's files are in use. The pages add `?v=<tag>` to the root URLs, so a phone or WhatsApp
 * that kept the old picture asks again.
 */
export interface SiteImages {
  logo?: string;
  favicon?: string;
}

/** The root URL of one of the files, with the tag that changes when it is uploaded again. */
export const siteIconUrl = (name: SiteIconFile, tag: string | undefined) => (tag ? `/${name}?v=${tag}` : `/${name}`);

/** GET /api/admin/site-images: who uploaded each and when (null: the build's). */
export type SiteImagesState = Record<
  SiteImageKind,
  { tag: string; changedBy: string | null; changedAt: string } | null
>;

export const SITE_IMAGES_PATH = '/api/admin/site-images';
/** The largest upload taken: a logo is a small picture; 5 MB leaves room for a phone photo of one. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Smaller than this, the 512 px copy and the home-screen icon would be blurred enlargements. */
export const SITE_IMAGE_MIN_SIDE = 128;
