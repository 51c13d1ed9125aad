import type { CourseMode } from '@dds/shared/schemas/course-modes';

/** A course mode's name: one per COURSE_MODES value (a new mode fails tsc here, then in hi-pages.ts). */
const modeNames = { 'mode.Online': 'Online', 'mode.Offline': 'Offline' } as const satisfies Record<
  `mode.${CourseMode}`,
  string
>;

/** Words of the shared building blocks (ui/), in English: the source catalogue of this area (i18n/interface-text.ts). */
export const uiText = {
  'whatsapp.newTab': '(WhatsApp, opens in a new tab)',
  'whatsapp.general': 'Hello, I would like to know about your courses.',
  'whatsapp.course': 'Hello, I would like to know about the {course} course.',
  'whatsapp.ask': 'Ask on WhatsApp',
  'privacy.see': '{purpose} See our <link>privacy notice</link>.',
  'logo.alt': '{name} logo',
  ...modeNames,
} as const satisfies Record<string, string>;
