import { css } from '@emotion/react';
import { addLanguageStyles } from '../language-styles';
import { FONT_STACK_VARIABLE, systemFontStack } from '../theme';
import { devanagariFontFaces, devanagariFontStack } from './devanagari-font';

/**
 * Importing this module gives Hindi pages their font (docs/decisions/026-hindi.md §5): the
 * Devanagari faces, and the site's font stack with them first (every rule that names `font.body`
 * or `font.heading` reads it through the variable). Only Hindi pages use it — the server render
 * imports it, the browser loads it only for a Hindi page the server did not render
 * (../language-styles) — so English pages name no Devanagari face and never download the font,
 * not even for the language switch's "हिन्दी".
 */
addLanguageStyles(
  'hi',
  css`
    ${devanagariFontFaces}
    :root { ${FONT_STACK_VARIABLE}: ${devanagariFontStack}, ${systemFontStack}; }
  `,
);
