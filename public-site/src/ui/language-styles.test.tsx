import { render } from '@testing-library/react';
import { LanguageProvider } from '../content/language';
import { pageLanguageTexts } from '../content/page-language-texts';
import { GlobalStyles } from './global-styles';
import { SERVER_GLOBAL_ATTRIBUTE } from './server-styles';

// A page the server did not render (its render failed, or the dev server) gets its global rules
// from the client: a Hindi page's include its font faces, loaded with the page's Hindi before its
// first render; an English page's never name them. A page the server rendered has them in its
// head: the client loads nothing for them.
const mockLoads: string[] = [];
jest.mock('./fonts/hindi-font-styles', () => {
  mockLoads.push('hindi-font-styles');
  return jest.requireActual('./fonts/hindi-font-styles');
});

const insertedCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

function renderPage(language: 'en' | 'hi') {
  return render(
    <LanguageProvider value={language}>
      <GlobalStyles />
    </LanguageProvider>,
  );
}

test('a Hindi page the server rendered: its Hindi is loaded, the font faces are not (its head has them)', async () => {
  const serverTag = document.createElement('style');
  serverTag.setAttribute(SERVER_GLOBAL_ATTRIBUTE, 'g');
  document.head.append(serverTag);
  try {
    await pageLanguageTexts('/hi/about1');
    renderPage('hi');
    expect(mockLoads).toEqual([]);
    expect(insertedCss()).toBe('');
  } finally {
    serverTag.remove();
  }
});

test('an English page the client renders: nothing loaded, the site rules, no Devanagari face', () => {
  expect(pageLanguageTexts('/about1')).toBeUndefined();
  renderPage('en');
  expect(insertedCss()).toContain('box-sizing: border-box');
  expect(insertedCss()).not.toContain('Devanagari');
  expect(mockLoads).toEqual([]);
});

test("a Hindi page the client renders: its font faces come with its Hindi, first in the site's font stack", async () => {
  await pageLanguageTexts('/hi/about1');
  expect(mockLoads).toEqual(['hindi-font-styles']);
  renderPage('hi');
  expect(insertedCss()).toMatch(/@font-face \{font-family: 'Noto Sans Devanagari'; .*src: url\(file-stub\)/);
  expect(insertedCss()).toMatch(/--dds-font: 'Noto Sans Devanagari', ?'Noto Sans Devanagari Fallback'/);
});
