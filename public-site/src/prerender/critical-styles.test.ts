import { extractCriticalStyles } from './critical-styles';

const tag = (names: string, css: string) => `<style data-emotion="${names}">${css}</style>`;

test('gathers every emotion style of the page into one tag for <head>, in page order, each rule once', () => {
  const html =
    tag('css-global g1', 'body{margin:0}') +
    tag('css a1', '.css-a1{color:red}') +
    '<header class="css-a1">DDS</header>' +
    tag('css b2 animation-k', '.css-b2{animation:k}@keyframes k{}') +
    '<p class="css-b2">x</p>' +
    // The same rule again (another component's server cache): not repeated.
    tag('css a1', '.css-a1{color:red}') +
    '<p class="css-a1">y</p>';
  const { styles, html: body } = extractCriticalStyles(html);
  expect(body).toBe('<header class="css-a1">DDS</header><p class="css-b2">x</p><p class="css-a1">y</p>');
  // Not named data-emotion: emotion's client cache would move them (a restyle of the whole page);
  // ui/server-styles.ts registers the ids from the attribute instead.
  expect(styles).toBe(
    '<style data-dds-global="g1">body{margin:0}</style>' +
      '<style data-dds-styles="a1 b2 animation-k">.css-a1{color:red}.css-b2{animation:k}@keyframes k{}</style>',
  );
});

test('a page without emotion styles gets no tag', () => {
  expect(extractCriticalStyles('<p>plain</p>')).toEqual({ styles: '', html: '<p>plain</p>' });
});
