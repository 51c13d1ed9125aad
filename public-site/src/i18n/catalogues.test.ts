import { MESSAGES } from '@dds/shared/messages';
import { en } from './en';
import { hi } from './hi';
import { interfaceText, messageArguments } from './interface-text';

describe('interface catalogues (decision 026 §2)', () => {
  it('Hindi has exactly the English keys, none empty', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(hi)) expect([id, text.trim()]).not.toEqual([id, '']);
  });

  it('each Hindi message names the same ICU arguments as its English source', () => {
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      expect([id, messageArguments(hi[id]).sort()]).toEqual([id, messageArguments(en[id]).sort()]);
    }
  });

  it('the argument check sees a missing or renamed argument', () => {
    expect(messageArguments('© {year} {name}.')).toEqual(['year', 'name']);
    expect(messageArguments('© {yr} {name}.')).not.toEqual(messageArguments('© {year} {name}.'));
    expect(messageArguments('{count, plural, one {# course} other {# courses}}')).toEqual(['count']);
  });

  it('English pages keep the SPEC.md §8 wording verbatim', () => {
    expect(interfaceText('en', 'message.inquiryEmptyField')).toBe(MESSAGES.inquiryEmptyField);
    expect(interfaceText('en', 'message.certificateNoMatch')).toBe(MESSAGES.certificateNoMatch);
  });

  it('fills arguments in either language', () => {
    expect(interfaceText('hi', 'footer.copyright', { year: 2026, name: 'DDS' })).toBe('© 2026 DDS. सर्वाधिकार सुरक्षित।');
  });
});
