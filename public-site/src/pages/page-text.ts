/** Words of pages that are not the owner's site text, in English (i18n/interface-text.ts). */
export const pageText = {
  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for does not exist on the DDS website.',
  'notFound.lead': 'The page you are looking for has moved or never existed.',
  'notFound.home': 'Go to the home page',
  'notFound.courses': 'See our courses',
  'service.whatWeDo': 'What we do',
  'service.talkToUs': 'Talk to us about your project',
} as const satisfies Record<string, string>;
