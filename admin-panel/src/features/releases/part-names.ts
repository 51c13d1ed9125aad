import type { PartReleases, ReleasePart } from '@dds/shared/releases';

/** The parts as the office calls them: "shell" and "remote" mean nothing to an owner. */
export const PART_NAMES: Record<ReleasePart, string> = {
  shell: 'Site frame',
  'public-site': 'Public site',
  'admin-panel': 'Admin panel',
};

export const NO_RELEASE_YET = 'build folder (no release yet)';

/** "Live releases: site frame 1.0.0-…, public site …, admin panel …" — one line for the About line. */
export function liveReleasesLine(parts: readonly Pick<PartReleases, 'part' | 'live'>[]): string {
  const each = parts.map(({ part, live }) => `${PART_NAMES[part].toLowerCase()} ${live ?? NO_RELEASE_YET}`);
  return `Live releases: ${each.join(', ')}`;
}
