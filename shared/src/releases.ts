import { z } from 'zod';

/** The front-end parts released on their own, and what the admin panel is told about them. */
export const RELEASE_PARTS = ['shell', 'public-site', 'admin-panel'] as const;
export type ReleasePart = (typeof RELEASE_PARTS)[number];

/** The parts as the office calls them ("shell" and "remote" mean nothing to an owner): the admin
 * panel's Releases screen and the preview banner use the same words. */
export const PART_NAMES: Record<ReleasePart, string> = {
  shell: 'Site frame',
  'public-site': 'Public site',
  'admin-panel': 'Admin panel',
};

export const RELEASE_PATHS = {
  overview: '/api/admin/releases',
  /** POST { part, version }: this browser only loads that stored release (an admin's preview). */
  tryRelease: '/api/admin/releases/try',
  /** POST: back to the live releases in this browser (also a plain form, from the preview banner). */
  endTry: '/api/admin/releases/try/clear',
  /** POST (public, rate-limited): a browser could not load a remote. */
  loadFailure: '/api/release-load-failures',
} as const;

export interface StoredReleaseSummary {
  version: string;
  builtAt: string;
  commit: string;
}

export interface PartReleases {
  part: ReleasePart;
  /** null: served from its build folder (no release stored yet). */
  live: string | null;
  canary: { version: string; percent: number } | null;
  /** The release this browser is trying instead of live, if any. */
  tried: string | null;
  releases: StoredReleaseSummary[];
  /** Browsers that could not load this part, per release, in the last 7 days. */
  loadFailures: { version: string; count: number }[];
}

export interface ReleasesOverview {
  parts: PartReleases[];
}

/** What a browser reports when a remote would not load (the shell's beacon). */
export const releaseLoadFailureSchema = z.object({
  /** The federation name of the remote. */
  remote: z.enum(['public_site', 'admin_panel']),
  /** The remoteEntry.js URL it tried (names the release: …/v/<version>/remoteEntry.js). */
  entry: z.string().max(1000),
});

/** An admin's "try this release in my browser". */
export const tryReleaseSchema = z.object({
  part: z.enum(RELEASE_PARTS),
  version: z.string().min(1).max(100),
});
