import { languageChoice } from './language-choice';

test("the switch's marker names the language of its address: remembered, and the address without it", () => {
  expect(languageChoice('/hi/about1?lang=hi')).toEqual({ location: '/hi/about1', language: 'hi' });
  expect(languageChoice('/?lang=en')).toEqual({ location: '/', language: 'en' });
  // The rest of the query stays exactly as sent (a chosen course stays chosen), wherever the marker is.
  expect(languageChoice('/hi/AdmissionForm?course=Basic%20English&lang=hi&mode=Online')).toEqual({
    location: '/hi/AdmissionForm?course=Basic%20English&mode=Online',
    language: 'hi',
  });
});

test('a marker that disagrees with the address, or names no language, is dropped without remembering', () => {
  expect(languageChoice('/hi?lang=en')).toEqual({ location: '/hi' });
  expect(languageChoice('/about1?lang=fr&x=1')).toEqual({ location: '/about1?x=1' });
  expect(languageChoice('/about1?lang=hi&lang=en')).toEqual({ location: '/about1' });
});

test('an address without the marker is not a choice', () => {
  expect(languageChoice('/hi/about1')).toBeUndefined();
  expect(languageChoice('/about1?language=hi&slang=en')).toBeUndefined();
});

test('the clean address stays on this site, however the path starts', () => {
  expect(languageChoice('//evil.example/?lang=en')).toEqual({ location: '/evil.example/', language: 'en' });
  expect(languageChoice('/\\evil.example/hi?lang=hi')).toEqual({ location: '/evil.example/hi' });
});
