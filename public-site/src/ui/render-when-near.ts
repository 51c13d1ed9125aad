import { css, type SerializedStyles } from '@emotion/react';
import { mq } from './theme';

/**
 * How tall a section's content usually stands — inside its padding, which is what
 * `contain-intrinsic-size` sizes — at a phone's width (390 px) and from the wide breakpoint up
 * (large by default; 1280 px): read from the rendered page with the fresh install's content. Only a first guess: the
 * browser keeps the real height once it has laid the section out (`auto`), and a guess that is off
 * moves only what is still below the screen.
 */
export interface UsualHeight {
  phone: number;
  wide: number;
}

/**
 * CSS for a part of a page that starts below the fold (decision 037): the browser skips its style,
 * layout and paint until it comes near the screen, and reserves `height` for it meanwhile, so the
 * page's first rendering on a slow phone lays out what the visitor sees and not the whole page.
 * The content stays in the document: the accessibility tree, find-in-page, in-page links and focus
 * reach it (each renders it at once). A browser without `content-visibility` renders it as before.
 *
 * Only for a part whose content stays inside its own box: the property also clips its overflow
 * (paint containment) and makes it the containing block of its positioned descendants.
 */
export function renderWhenNear(height: UsualHeight, wideFrom: string = mq.lg): SerializedStyles {
  return css`
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${height.phone}px;
    ${wideFrom} { contain-intrinsic-block-size: auto ${height.wide}px; }
  `;
}
