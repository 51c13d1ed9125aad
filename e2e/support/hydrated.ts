import type { Page } from '@playwright/test';

/** For each element matching `selector`: whether React has hydrated it (it keeps its fiber on the node). */
export const hydratedStates = (page: Page, selector: string): Promise<boolean[]> =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll(s)].map((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
    selector,
  );
