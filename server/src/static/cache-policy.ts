import path from 'node:path';

/** Files that name other files: they must be revalidated so a redeployed remote is live on reload. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);

/** A `.<8+ hex>.` segment marks a content-hashed build output whose bytes never change. */
const HASHED = /\.[0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  // Unhashed code (development builds) must never be served stale after a rebuild.
  if (/\.(js|json)$/.test(base)) return 'no-cache';
  return 'public, max-age=3600';
}
