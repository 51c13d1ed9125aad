/**
 * The About line's words in English (the dashboard's footnote and the Releases screen's), the source
 * of their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-dashboard-cards.ts). The
 * parts' names and release names stay as they are: they are the names the release tools print.
 */
export const aboutText = {
  'about.title': 'About this site: ',
  'about.live': 'Live releases: {parts}',
} as const;
