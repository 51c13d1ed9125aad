import { otherLanguageHref, prefersHindi, rememberedLanguage } from './language-choice';

test("the switch names the same page in the other language, in the contract's spelling, with its query and the server's marker", () => {
  // The page's address as the router has it (paths match in any case), with the chosen course.
  expect(otherLanguageHref('en', '/AdmissionForm', '?course=Basic%20English&mode=Online')).toBe(
    '/hi/AdmissionForm?course=Basic%20English&mode=Online&lang=hi',
  );
  expect(otherLanguageHref('hi', '/about1', '')).toBe('/about1?lang=en');
  expect(otherLanguageHref('en', '/', '')).toBe('/hi?lang=hi');
  expect(otherLanguageHref('hi', '/courses/tally-gst', '')).toBe('/courses/tally-gst?lang=en');
});

test('Hindi is suggested only when the browser names it before English', () => {
  expect(prefersHindi(['hi-IN', 'en-US'])).toBe(true);
  expect(prefersHindi(['en-IN', 'hi'])).toBe(false);
  expect(prefersHindi(['fr'])).toBe(false);
});

test('a remembered choice is read back; anything else is no choice', () => {
  expect(rememberedLanguage('a=1; dds_lang=hi')).toBe('hi');
  expect(rememberedLanguage('dds_lang=fr')).toBeUndefined();
});
