import { Global, css } from '@emotion/react';
import { useLanguage } from '../content/language';
import { languageStyles } from './language-styles';
import { serverSentGlobalStyles } from './server-styles';
import { HEADER_HEIGHT, color, font } from './theme';

/** Base rules for the public pages; rendered once by the header, which is on every public page. */
const styles = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-padding-top: ${HEADER_HEIGHT + 12}px; }
  body { margin: 0; font-family: ${font.body}; color: ${color.ink}; background: ${color.white}; line-height: 1.6; -webkit-font-smoothing: antialiased; }
  h1, h2, h3, h4 { font-family: ${font.heading}; line-height: 1.2; margin: 0 0 0.5em; color: ${color.brandDeep}; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; }
  /* ResponsivePicture is display: contents, so its <source>s would be empty flex/grid items (a gap each). */
  picture > source { display: none; }
  a { color: ${color.brand}; }
  :focus-visible { outline: 3px solid ${color.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

/**
 * The site's rules, then those of the page's language if its module is loaded (ui/language-styles:
 * a Hindi page's font). On a page the server rendered, its <head> already holds them all
 * (prerender/critical-styles): the client renders no <Global> then, which would re-insert them
 * (emotion's <Global> takes the server's tag over by moving it, and inserting or moving a
 * stylesheet restyles the whole page). <Global> renders no element either way, so hydration sees
 * the same tree.
 */
export function GlobalStyles() {
  const extra = languageStyles(useLanguage());
  if (serverSentGlobalStyles()) return null;
  return <Global styles={extra ? [styles, extra] : styles} />;
}
