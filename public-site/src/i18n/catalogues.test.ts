import { MESSAGES } from '@dds/shared/messages';
import { COURSE_AREAS, FOOTER_AREAS, FORM_AREAS, PAGE_AREAS, en, type InterfaceTextId } from './en';
import { hiForms } from './hi-forms';
import { hiCourses } from './hi-courses';
import { hiFooter } from './hi-footer';
import { hiPages } from './hi-pages';
import { formText } from '../ui/form-text';
import { footerText } from '../layout/footer-text';
import { addInterfaceCatalogue, interfaceText } from './interface-text';
import { formatMessage, messageArguments } from '@dds/shared/i18n/message-format';
import { richTags } from './rich-text';

const ids = Object.keys(en) as InterfaceTextId[];
const hi: Record<InterfaceTextId, string> = { ...hiPages, ...hiFooter, ...hiCourses, ...hiForms };
const PARTS = [
  [hiPages, PAGE_AREAS],
  [hiFooter, FOOTER_AREAS],
  [hiCourses, COURSE_AREAS],
  [hiForms, FORM_AREAS],
] as const;
const areas: Array<Record<string, string>> = PARTS.flatMap(([, part]) => Object.values(part));

describe('interface catalogues (decision 026 §2)', () => {
  it('no id is given by two areas (the union would silently keep only the last)', () => {
    const total = areas.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(ids).toHaveLength(total);
  });

  it('Hindi has exactly the English keys, none empty, each part those of its areas', () => {
    expect(Object.keys(hi).sort()).toEqual([...ids].sort());
    for (const [hindi, english] of PARTS)
      expect(Object.keys(hindi).sort()).toEqual(
        Object.values(english)
          .flatMap((area) => Object.keys(area))
          .sort(),
      );
    for (const [id, text] of Object.entries(hi)) expect([id, text.trim()]).not.toEqual([id, '']);
  });

  it('each Hindi message names the same ICU arguments and marks the same words as its English source', () => {
    for (const id of ids) {
      expect([id, messageArguments(hi[id]).sort()]).toEqual([id, messageArguments(en[id]).sort()]);
      expect([id, richTags(hi[id])]).toEqual([id, richTags(en[id])]);
    }
  });

  it('every message of both catalogues is one the formatter reads', () => {
    for (const id of ids) {
      expect(() => formatMessage('en-IN', en[id])).not.toThrow();
      expect(() => formatMessage('hi-IN', hi[id])).not.toThrow();
    }
  });

  it('the Hindi is Hindi: Devanagari in every message, and Latin digits only (decision 026 §4)', () => {
    for (const id of ids) {
      expect([id, /[\u0900-\u097f]/.test(hi[id])]).toEqual([id, true]);
      expect([id, /[०-९]/.test(hi[id])]).toEqual([id, false]);
    }
  });

  it('the argument and tag checks see a missing or renamed one', () => {
    expect(messageArguments('© {year} {name}.')).toEqual(['year', 'name']);
    expect(messageArguments('© {yr} {name}.')).not.toEqual(messageArguments('© {year} {name}.'));
    expect(messageArguments('{count, plural, one {# course} other {# courses}}')).toEqual(['count']);
    expect(richTags('See our <link>notice</link>.')).toEqual(['link']);
    expect(richTags('See our notice.')).toEqual([]);
  });

  it('English pages keep the docs/contract.md §5 wording verbatim', () => {
    for (const key of Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>) {
      const id = `message.${key}` as const;
      if (id in formText) expect(interfaceText('en', formText, id as keyof typeof formText)).toBe(MESSAGES[key]);
    }
    expect(interfaceText('en', formText, 'message.inquiryEmptyField')).toBe('⚠️ Please fill all required fields!');
  });

  it('fills arguments in either language; a language never added reads in English', () => {
    expect(interfaceText('hi', footerText, 'footer.copyright', { year: '2026', name: 'DDS' })).toBe(
      '© 2026 DDS. All rights reserved.',
    );
    addInterfaceCatalogue('hi', hiFooter);
    expect(interfaceText('hi', footerText, 'footer.copyright', { year: '2026', name: 'DDS' })).toBe(
      '© 2026 DDS. सर्वाधिकार सुरक्षित।',
    );
    expect(interfaceText('en', footerText, 'footer.copyright', { year: '2026', name: 'DDS' })).toBe(
      '© 2026 DDS. All rights reserved.',
    );
  });
});
