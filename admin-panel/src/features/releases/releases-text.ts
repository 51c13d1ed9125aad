/**
 * The Releases screen's words in English (what visitors get of each part, its stored releases and
 * trying one in this browser), the source of their other languages (docs/decisions/026-hindi.md §8;
 * Hindi: i18n/hi-releases.ts; the About line is ./about-text.ts). Versions, commits, dates and the
 * developers' commands stay as they are. Each English sentence is the one the screen showed before.
 */
export const releasesText = {
  'releases.title': 'Releases',
  'releases.lead':
    'New versions of the website are released by the developers; here you can see which one visitors get, and try another one in this browser only before anyone else sees it.',
  'releases.developers':
    'Making a release live for everyone, or going back to an earlier one, is done by the developers ({promote} / {rollback}).',
  'releases.what': 'releases',
  'releases.nextLoad': 'Your choice applies from the next page load in this browser.',
  'releases.reloadNow': 'Reload now',
  'releases.empty': 'No releases stored yet — the site is served from its build folders.',
  'part.shell': 'Site frame',
  'part.public-site': 'Public site',
  'part.admin-panel': 'Admin panel',
  'part.live': 'Live',
  'part.noRelease': 'build folder (no release yet)',
  'part.built': ' · built {when} · commit ',
  'part.canary': 'Canary',
  'part.canaryShare': 'for about {percent} % of visitors',
  'part.failedTitle': 'Failed to load: ',
  'part.failed': '{count, plural, one {# browser} other {# browsers}} could not load {what} in the last 7 days.',
  'part.buildFolder': 'the build folder',
  'part.release': 'release {version}',
  'part.trying': 'This browser is trying {part} {version} instead of live. Visitors still get the live release.',
  'part.backToLive': 'Back to live',
  'part.stored': 'Stored releases',
  'part.noneStored': 'No release stored yet — served from its build folder.',
  'part.storedOf': 'Stored releases of the {part}, newest first',
  'release.live': 'Live',
  'release.canary': 'Canary',
  'release.trying': 'Trying in this browser',
  'release.built': 'Built {when} · commit ',
  'release.try': 'Try in this browser',
  'release.tryFor': ' for the {part} {version}',
  'try.chosen': '{part} chosen for this browser. Reload to see it.',
  'try.backToLive': 'Back to live in this browser. Reload to see it.',
  'try.reloadNow': 'Reload now',
  'try.notChanged': 'Not changed: {reason}',
} as const;

export type ReleasesTextId = keyof typeof releasesText;
