import { MESSAGES } from '@dds/shared/messages';

/**
 * Words the panel's shared building blocks use everywhere, in English, the source of their other
 * languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi.ts). `common.loading` is docs/contract.md
 * §5's "Loading", verbatim.
 */
export const uiText = {
  'common.loading': MESSAGES.loading,
  'common.tryAgain': 'Try again',
  'common.loadFailed': 'Could not load the {what}. {reason}',
  'site.view': 'View on site',
  'site.viewName': ' {name} on the site',
  'site.newTab': ' (opens in a new tab)',
} as const;
