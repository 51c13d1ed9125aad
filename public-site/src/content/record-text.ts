import { homeName } from '@dds/shared/schemas/course-lists';
import { textInLanguage, type HindiMemory } from '@dds/shared/schemas/content-hindi';
import type { PublicCourse } from '@dds/shared/schemas';
import { SETTINGS_WITH_HINDI, type SettingWithHindi } from '@dds/shared/schemas/settings-hindi';
import { useLanguage } from './language';
import { useSiteContent } from './site-content';

/**
 * A text of one of the institute's records (a course, a leader, a testimonial, a setting) as the
 * page shows it: in the page's language, or English standing in for a missing Hindi, then marked
 * `lang="en"` on the element that shows it (docs/decisions/026-hindi.md §3) — the page states the
 * fallback rather than hiding it, and a screen reader reads those words as English.
 */
export interface ShownText {
  text: string;
  lang?: 'en';
}

export function useRecordText(): (english: string, memory: HindiMemory | undefined) => ShownText {
  const language = useLanguage();
  return (english, memory) => {
    const { text, english: fallback } = textInLanguage(english, memory, language);
    return fallback ? { text, lang: 'en' } : { text };
  };
}

/** Every text of a course a page shows, in the page's language. */
export interface ShownCourse {
  name: ShownText;
  /** How the home page's lists name it (the short name, else the name). */
  homeName: ShownText;
  description: ShownText;
  duration: ShownText;
  eligibility: ShownText;
  syllabus: ShownText[];
  batches: ShownText[];
}

/**
 * A course's words in the page's language. The course record itself stays English: its name is
 * also a value (the admission form's course, the inquiry's course page), which the server checks.
 */
export function useCourseText(): (course: PublicCourse) => ShownCourse {
  const shown = useRecordText();
  return (course) => {
    const of = (english: string) => shown(english, course.hindi);
    return {
      name: of(course.name),
      homeName: of(homeName(course)),
      description: of(course.description),
      duration: of(course.duration),
      eligibility: of(course.eligibility),
      syllabus: course.syllabus.map(of),
      batches: course.batches.map(of),
    };
  };
}

/**
 * The address and office hours in the page's language: the owner's Hindi of the English as it now
 * reads, else the English marked `lang="en"` (docs/decisions/026-hindi.md §3). English pages carry no
 * Hindi (the server leaves it out of their content), so they show the settings as typed.
 */
export function useSettingsText(): Record<SettingWithHindi, ShownText> {
  const shown = useRecordText();
  const { settings, settingsHindi } = useSiteContent();
  return Object.fromEntries(
    SETTINGS_WITH_HINDI.map((field) => [field, shown(settings[field], settingsHindi)]),
  ) as Record<SettingWithHindi, ShownText>;
}
