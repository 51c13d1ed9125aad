import type { Page } from '@playwright/test';
import { waitForApp } from './app-ready';
import { scrollThrough } from './scroll-through';

/**
 * The public pages hydrate only their islands (docs/decisions/020-islands.md): the parts marked
 * `data-static` stay the server's HTML, React owning only their wrapper (ui/static-section).
 * React keeps its fiber on every node it hydrated (`__reactFiber$…`), which is what these read.
 */

/** In the page: the elements React must own once the islands are hydrated, and those it must never own. */
function partsInPage() {
  const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  const all = [
    ...document.querySelectorAll(
      '#root header, #root header *, #root main, #root main *, #root footer, #root footer *',
    ),
  ];
  // Inside a static part: a descendant of its wrapper (the wrapper itself is React's).
  const inStatic = (el: Element) => el.parentElement?.closest('[data-static]') != null;
  return {
    staticParts: document.querySelectorAll('#root [data-static]').length,
    islandsNotHydrated: all.filter((el) => !inStatic(el) && !owned(el)).map((el) => el.outerHTML.slice(0, 80)),
    staticHydrated: [...document.querySelectorAll('#root [data-static] *')]
      .filter(owned)
      .map((el) => el.outerHTML.slice(0, 80)),
  };
}

export type IslandParts = ReturnType<typeof partsInPage>;

export const islandParts = (page: Page): Promise<IslandParts> => page.evaluate(partsInPage);

/**
 * Waits until every element outside the static parts belongs to React: the app is live, and the
 * page is scrolled through, since an island far down (the home page's inquiry form) hydrates
 * only when the reader comes near it.
 */
export async function waitForIslands(page: Page) {
  await waitForApp(page);
  await scrollThrough(page);
  await page.waitForFunction(() => {
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    return [
      ...document.querySelectorAll(
        '#root header, #root header *, #root main, #root main *, #root footer, #root footer *',
      ),
    ].every((el) => el.parentElement?.closest('[data-static]') != null || owned(el));
  });
}
