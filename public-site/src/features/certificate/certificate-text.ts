import { TYPED_DATE_EXAMPLE, TYPED_DATE_FORMAT } from '@dds/shared/schemas/typed-date';

/** The certificate lookup's words in English (i18n/interface-text.ts). */
export const certificateText = {
  'certificate.dobHint': `Format: <nowrap>{format}</nowrap>, for example <nowrap>{example}</nowrap>`,
  'certificate.searching': 'Searching…',
  'certificate.search': 'Search certificate',
  'certificate.privacy': 'We use these details only to find your certificate; they are not stored.',
  'certificate.download': 'Download Certificate',
} as const satisfies Record<string, string>;

/** The hint's values: the layout a student types, the same in every language. */
export const DOB_HINT_VALUES = { format: TYPED_DATE_FORMAT, example: TYPED_DATE_EXAMPLE } as const;
