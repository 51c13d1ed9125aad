/** The landing sections' own words in English (i18n/interface-text.ts); the rest is the owner's site text. */
export const landingText = {
  'landing.viewCourse': 'View course →',
} as const satisfies Record<string, string>;
