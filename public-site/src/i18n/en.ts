import { MESSAGES } from '@dds/shared/messages';

/**
 * The public site's interface strings in English — the source catalogue (docs/decisions/026-hindi.md
 * §2): words of the interface itself, not the institute's (those are site text, decision 021).
 * Explicit ids; ICU arguments in `{braces}`. The SPEC.md §8 messages come from shared/messages
 * verbatim, so English pages keep the spec's exact wording. hi.ts must have every key (tsc and
 * catalogues.test.ts fail otherwise) with the same arguments.
 */
export const en = {
  'header.skipToContent': 'Skip to content',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'page.loading': 'Loading…',
  'language.suggestion': 'This page is also in Hindi.',
  'language.suggestion.accept': 'Read in Hindi',
  'language.suggestion.decline': 'No thanks, English',
  'message.inquiryEmptyField': MESSAGES.inquiryEmptyField,
  'message.inquiryFailure': MESSAGES.inquiryFailure,
  'message.admissionEmptyField': MESSAGES.admissionEmptyField,
  'message.admissionSuccessDefault': MESSAGES.admissionSuccessDefault,
  'message.admissionFailure': MESSAGES.admissionFailure,
  'message.donationSuccessDefault': MESSAGES.donationSuccessDefault,
  'message.donationFailure': MESSAGES.donationFailure,
  'message.certificateNoMatch': MESSAGES.certificateNoMatch,
  'message.loading': MESSAGES.loading,
  'footer.copyright': '© {year} {name}. All rights reserved.',
} as const;

export type InterfaceTextId = keyof typeof en;
