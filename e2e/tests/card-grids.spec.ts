import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openPage } from './public-helpers';

/**
 * Card grids on a wide screen: a short, fixed set of cards (the donation page's three) fills its row
 * instead of sitting left of an empty column; lists whose length the office decides keep their column
 * width, and long lists wrap as before.
 */

/** Left and right edges of each card, and of the grid holding them. */
async function edges(list: Locator) {
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    return {
      grid: { left: box.left, right: box.right },
      cards: [...ul.children].map((li) => ({
        left: li.getBoundingClientRect().left,
        right: li.getBoundingClientRect().right,
      })),
    };
  });
}

const gridOf = (page: Page, heading: string) =>
  page.locator('ul').filter({ has: page.getByRole('heading', { level: 3, name: heading }) });

test('at 1280 px the three donation claims fill their row, with no empty column on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/donation', 'Donation Box');
  const { grid, cards } = await edges(gridOf(page, 'Monthly reports'));
  expect(cards).toHaveLength(3);
  // One row, from the grid's left edge to its right edge.
  expect(new Set(cards.map((c) => Math.round(c.left))).size).toBe(3);
  expect(Math.abs(cards[0]!.left - grid.left)).toBeLessThan(1);
  expect(Math.abs(cards[2]!.right - grid.right)).toBeLessThan(1);
});

test('at 1280 px a services page still wraps its cards in full columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/digital');
  const { grid, cards } = await edges(page.getByTestId('service-cards').locator('ul'));
  const width = cards[0]!.right - cards[0]!.left;
  // Every card as wide as the first, the last row's too (not stretched to fill it).
  for (const card of cards) expect(Math.abs(card.right - card.left - width)).toBeLessThan(1);
  expect(width).toBeLessThan((grid.right - grid.left) / 3);
});
