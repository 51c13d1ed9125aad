import { PART_NAMES, type PartReleases } from '@dds/shared/releases';
import { adminText, type Translate } from '../../i18n/admin-text';
import { aboutText } from './about-text';

export { PART_NAMES };

export const NO_RELEASE_YET = 'build folder (no release yet)';

/** "Live releases: site frame 1.0.0-…, public site …, admin panel …" — one line for the About line. */
export function liveReleasesLine(
  parts: readonly Pick<PartReleases, 'part' | 'live'>[],
  t: Translate<typeof aboutText> = (id, values) => adminText('en', aboutText, id, values),
): string {
  const each = parts.map(({ part, live }) => `${PART_NAMES[part].toLowerCase()} ${live ?? NO_RELEASE_YET}`);
  return t('about.live', { parts: each.join(', ') });
}

/** A part's name inside a sentence ("This browser is trying public site …"): its first letter in lower case. */
export const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
