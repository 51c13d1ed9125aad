/**
 * What the service worker does with each request. Pure functions (no worker globals) so jest can
 * check every rule; sw.ts wires them to Workbox.
 *
 * - `hashed`: a file whose name carries a content hash (the shell's and both remotes' chunks, the
 *   images the build names by hash, the admin's uploaded pictures). Its bytes never change, so the
 *   cached copy is always right: cache first, by URL. A redeployed remote has new names, so it is
 *   fetched new; an old remote's files simply stop being asked for (and expire).
 * - `fresh`: a file that names other files or changes without changing its name — page HTML,
 *   `remotes.json`, each remote's `mf-manifest.json` and `remoteEntry.js`, unhashed images. Network
 *   first with a short timeout, the cached copy only when the network is slow or gone, so a deploy
 *   or a setting changed in the admin panel shows on the very next load when online.
 * - `never`: the API, the admin panel's pages, anything that is not a plain GET. Not even looked at.
 */
export type RequestRule = 'hashed' | 'fresh' | 'page' | 'never';

/** The build's hashed names: `main.1a2b3c4d.js`, `assets/ddslogo.1a2b3c4d.96.webp` (tools/build/webpack-common.js). */
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;
/** The admin's uploaded pictures are named by the hash of the upload (shared/src/schemas/media-urls.ts). */
const MEDIA_NAME = /^\/media\/[0-9a-f]{20}-\d+\.(avif|webp)$/;
/** Files the browser needs fresh: they point at hashed files, or change in place. */
const STATIC_FILE = /\.(js|mjs|css|json|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt|xml)$/i;

/** Paths that are never answered from (or written to) the service worker's caches. */
export function isPrivatePath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return p === '/api' || p.startsWith('/api/') || p.startsWith('/admin') || p === '/sw.js';
}

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
  /** The service worker's own origin. */
  origin: string;
}

export function ruleFor({ url, method, mode, origin }: RequestFacts): RequestRule {
  if (method !== 'GET') return 'never';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'never';
  const sameOrigin = url.origin === origin;
  if (sameOrigin && isPrivatePath(url.pathname)) return 'never';
  if (mode === 'navigate') return sameOrigin ? 'page' : 'never';
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (sameOrigin && MEDIA_NAME.test(url.pathname)) return 'hashed';
  // A remote may live on another origin (PUBLIC_SITE_URL): its files follow the same rules.
  if (HASHED_NAME.test(name) && !url.search) return 'hashed';
  if (STATIC_FILE.test(name)) return 'fresh';
  return 'never';
}

/**
 * Whether an answer may be kept: a plain 200 the server did not mark private. The page answering a
 * form post (it may hold what the visitor typed) is sent `no-store`, and so is everything personal.
 */
export function mayCache(url: URL, origin: string, status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  if (url.origin === origin && isPrivatePath(url.pathname)) return false;
  return !/\b(no-store|private)\b/i.test(cacheControl ?? '');
}

/** How long a `fresh` request waits for the network before it answers from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Cache names; the version changes only when the service worker's own rules change. */
export const CACHE_VERSION = 'v1';
export const CACHES = {
  pages: `dds-pages-${CACHE_VERSION}`,
  fresh: `dds-fresh-${CACHE_VERSION}`,
  hashed: `dds-hashed-${CACHE_VERSION}`,
} as const;
