import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';
import { HEADER_NAV as NAV } from './public-helpers';

/**
 * docs/decisions/015-supported-browsers.md: the header must work in every supported browser, and
 * several of them (Chrome/Edge < 131, Safari/iOS < 18.4, Firefox < 143, Samsung Internet on older
 * Chromium) do not know the `::details-content` pseudo-element. Chromium has no switch to forget it,
 * so these tests make the browser behave as such an engine does: a rule whose selector names it is
 * dropped — from the server's HTML before the parser sees it, from any stylesheet file, and from
 * every rule emotion inserts at run time (`insertRule` throws, as it does for an unknown selector)
 * — and `CSS.supports` denies it. Then every header link must still be visible and lead to its page.
 */

const UNKNOWN = 'details-content';

/** Drops every rule whose selector names the pseudo-element, as a CSS parser that lacks it does. */
const stripUnknownRules = (css: string) => css.replace(/[^{}]*::details-content[^{}]*\{[^{}]*\}/g, '');

/** Makes this page's Chromium behave like an engine without `::details-content`, before any paint. */
async function asEngineWithoutDetailsContent(page: Page) {
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'stylesheet') return route.fallback();
    const response = await route.fetch();
    const text = await response.text();
    const body =
      type === 'stylesheet'
        ? stripUnknownRules(text)
        : text.replace(
            /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
            (_, open: string, css: string, close: string) => open + stripUnknownRules(css) + close,
          );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body });
  });
  await page.addInitScript((unknown) => {
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (rule.includes(`::${unknown}`)) throw new DOMException(`Failed to parse the rule '${rule}'.`, 'SyntaxError');
      return insertRule.call(this, rule, index);
    };
    const supports = CSS.supports.bind(CSS) as (a: string, b?: string) => boolean;
    CSS.supports = ((a: string, b?: string) =>
      `${a} ${b ?? ''}`.includes(unknown) ? false : supports(a, b)) as typeof CSS.supports;
  }, UNKNOWN);
}

/** No rule in the page's CSS names the pseudo-element (the emulation is in force). */
async function expectNoDetailsContentRule(page: Page) {
  const rules = await page.evaluate((unknown) => {
    const found: string[] = [];
    const walk = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(unknown)) found.push(rule.cssText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return { found, supported: CSS.supports(`selector(::${unknown})`) };
  }, UNKNOWN);
  expect(rules).toEqual({ found: [], supported: false });
}

const header = (page: Page) => page.locator('header');
const nav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const burger = (page: Page) => header(page).locator('details[data-menu] > summary');
const dropdownButton = (page: Page, name: string) =>
  header(page).locator(`details[data-dropdown="${name.toLowerCase()}"] > summary`);

for (const javaScript of [true, false]) {
  test.describe(`header in an engine without ::details-content, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    const open = async (page: Page, path: string) => {
      await page.goto(path);
      if (javaScript) await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };

    for (const width of [1024, 1280]) {
      test(`at ${width}px the whole menu is on the bar and every link leads to its page`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await asEngineWithoutDetailsContent(page);
        await open(page, '/');
        await expectNoDetailsContentRule(page);
        await expect(burger(page)).toBeHidden();
        for (const name of ['Home', 'About', 'Donation', 'Download Certificate']) {
          await expect(nav(page).getByRole('link', { name, exact: true })).toBeInViewport();
        }
        for (const name of ['Services', 'Events', 'Course']) await expect(dropdownButton(page, name)).toBeInViewport();

        for (const item of NAV) {
          if (item.dropdown) await dropdownButton(page, item.dropdown).click();
          const link = nav(page).getByRole('link', { name: item.link, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', item.href);
          await link.click();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
          expect(new URL(page.url()).pathname).toBe(item.href);
        }
      });
    }

    test('at 390px the hamburger opens the menu and its dropdowns lead to their pages', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await asEngineWithoutDetailsContent(page);
      for (const item of [
        NAV[2]!,
        NAV.find((i) => i.link === 'Photos')!,
        NAV.find((i) => i.link === 'Web Development')!,
      ]) {
        await open(page, '/');
        await expectNoDetailsContentRule(page);
        await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
        await burger(page).click();
        await expect(burger(page)).toHaveAccessibleName('Close menu');
        await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
        if (item.dropdown) await dropdownButton(page, item.dropdown).click();
        await nav(page).getByRole('link', { name: item.link, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
        expect(new URL(page.url()).pathname).toBe(item.href);
        await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
      }
    });
  });
}
