import { render } from '@testing-library/react';
import { LanguageProvider } from '../content/language';
import { pageLanguageTexts } from '../content/page-language-texts';
import { GlobalStyles } from './global-styles';
import { languageStyles } from './language-styles';

// A page the server did not render (its render failed, or the dev server) gets its global rules
// from the client: a Hindi page's include its font faces once the page's Hindi chunk has loaded
// (the route's lazy, before the first render); an English page's never name them.
const insertedCss = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

test('an English page loads no language chunk and its global rules name no Devanagari face', () => {
  expect(pageLanguageTexts('/about1')).toBeUndefined();
  render(
    <LanguageProvider value="en">
      <GlobalStyles />
    </LanguageProvider>,
  );
  expect(insertedCss()).toContain('box-sizing: border-box');
  expect(insertedCss()).not.toContain('@font-face');
  expect(insertedCss()).not.toContain('Devanagari');
});

test("a Hindi page's chunk adds the Devanagari faces and puts them first in the site's font stack", async () => {
  expect(languageStyles('hi')).toBeUndefined();
  await pageLanguageTexts('/hi/about1');
  render(
    <LanguageProvider value="hi">
      <GlobalStyles />
    </LanguageProvider>,
  );
  expect(insertedCss()).toMatch(/@font-face \{font-family: 'Noto Sans Devanagari'; .*src: url\(file-stub\)/);
  expect(insertedCss()).toMatch(/--dds-font: 'Noto Sans Devanagari', ?'Noto Sans Devanagari Fallback'/);
});
