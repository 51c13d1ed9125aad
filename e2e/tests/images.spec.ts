import { expect, test } from '../support/fixtures';

/**
 * Decision 032: the site's own pictures come as AVIF/WebP made at build time, in the size the
 * box needs, with hashed names cached for a year; every picture has its size set; the ones below the
 * fold load lazily.
 */
test('the logo arrives as a small AVIF with a hashed name, and every picture has its size set', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const images: Array<{ url: string; type: string; cache: string }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      images.push({
        url: response.url(),
        type: response.headers()['content-type'] ?? '',
        cache: response.headers()['cache-control'] ?? '',
      });
  });
  await page.goto('/');

  const headerLogo = page.getByRole('banner').locator('picture img').first();
  await expect(headerLogo).toBeVisible();
  // Chromium reads AVIF: it picks the AVIF copy for a 44 px box on this screen, not the 128 px PNG.
  await expect
    .poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/assets\/ddslogo\.[0-9a-f]{8}\.48\.avif$/);
  const logo = images.find((i) => i.url.endsWith('.48.avif'));
  expect(logo?.type).toBe('image/avif');
  expect(logo?.cache).toContain('immutable');

  // Nothing shifts while pictures load: each has width and height.
  const unsized = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML.slice(0, 120)),
    );
  expect(unsized).toEqual([]);
  // Below the fold (footer, logo banner) the pictures wait until they are scrolled near.
  await expect(page.getByRole('contentinfo').locator('img').first()).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('loading', 'eager');
});

test('a picture in a row sits where the row starts: its unrendered <source> entries take no room', async ({ page }) => {
  // A <picture> with display: contents hands its <source> children to the parent's flex row, where
  // each empty box took a gap: the footer logo sat 30 px right of its column's text.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/donation');
    const brand = page.locator('#footer-about');
    const [row, logo, blurb] = await Promise.all([
      brand.boundingBox(),
      brand.locator('img').boundingBox(),
      page.locator('#footer-about + p').boundingBox(),
    ]);
    expect(logo!.x, `footer logo at ${width} px`).toBeCloseTo(row!.x, 0);
    expect(logo!.x, `footer logo and the text under it at ${width} px`).toBeCloseTo(blurb!.x, 0);
  }
});
