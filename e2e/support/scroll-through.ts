import type { Page } from '@playwright/test';

/**
 * Scrolls to the end of the page a screen at a time, as a reader would, and back to the top: the
 * home page's lower sections load and hydrate only when the reader comes near them
 * (public-site/src/ui/deferred-section.tsx).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}
