import { MessageSyntaxError, formatMessage } from './message-format';

describe('the ICU subset of the catalogues', () => {
  it('fills simple arguments and leaves an unknown one visible', () => {
    expect(formatMessage('en-IN', 'Call {phone}', { phone: '+91 98765 43210' })).toBe('Call +91 98765 43210');
    expect(formatMessage('en-IN', 'Call {phone}')).toBe('Call {phone}');
  });

  it('chooses a plural form by the language’s rules, with # as the number in its locale', () => {
    const courses = '{count, plural, =0 {No courses} one {# course} other {# courses}}';
    expect(formatMessage('en-IN', courses, { count: 0 })).toBe('No courses');
    expect(formatMessage('en-IN', courses, { count: 1 })).toBe('1 course');
    expect(formatMessage('en-IN', courses, { count: 100000 })).toBe('1,00,000 courses');
    // Hindi puts 0 and 1 in "one" (CLDR): the exact =0 still wins.
    const hindi = '{count, plural, =0 {कोई कोर्स नहीं} one {# कोर्स} other {# कोर्स}}';
    expect(formatMessage('hi-IN', hindi, { count: 0 })).toBe('कोई कोर्स नहीं');
    expect(formatMessage('hi-IN-u-nu-latn', hindi, { count: 23 })).toBe('23 कोर्स');
  });

  it('chooses a select branch, "other" for anything else, and nests', () => {
    const mode = '{mode, select, Online {live classes} other {classroom}} for {name}';
    expect(formatMessage('en-IN', mode, { mode: 'Online', name: 'Asha' })).toBe('live classes for Asha');
    expect(formatMessage('en-IN', mode, { mode: 'Offline', name: 'Asha' })).toBe('classroom for Asha');
    const nested = '{n, plural, one {{mode, select, Online {# online batch} other {# batch}}} other {# batches}}';
    expect(formatMessage('en-IN', nested, { n: 1, mode: 'Online' })).toBe('1 online batch');
    expect(formatMessage('en-IN', nested, { n: 3, mode: 'Online' })).toBe('3 batches');
  });

  it('refuses a message it cannot read, so the catalogue check catches a typo', () => {
    expect(() => formatMessage('en-IN', 'Call {phone')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('en-IN', '{n, plural, one {# course}}', { n: 1 })).toThrow(MessageSyntaxError);
    expect(() => formatMessage('en-IN', 'stray } brace')).toThrow(MessageSyntaxError);
  });
});
