import { expect, test } from '@playwright/test';
import { openPage } from './public-helpers';

test.describe('card counts of docs/contract.md §6', () => {
  const services: Array<[string, number]> = [
    ['/digital', 8],
    ['/social', 6],
    ['/Seo', 6],
    ['/Content', 6],
    ['/Graphic', 6],
    ['/videoediting', 6],
    ['/Web', 6],
  ];
  for (const [path, count] of services) {
    test(`${path} has ${count} service cards`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByTestId('service-cards').getByRole('listitem')).toHaveCount(count);
    });
  }

  test('offline courses: 21 cards, each with Enroll Now to the admission form', async ({ page }) => {
    await openPage(page, '/OfflineCourses');
    await expect(page.getByTestId('course-cards').getByRole('listitem')).toHaveCount(21);
    await expect(page.getByRole('link', { name: /^Enroll Now/ })).toHaveCount(21);
    await page.getByRole('link', { name: 'Enroll Now: Tally + GST' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission Form');
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('Tally + GST');
  });

  test('online courses: the 5 named cards with Enroll Now', async ({ page }) => {
    await openPage(page, '/OnilneCourses');
    const cards = page.getByTestId('course-cards').getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading')).toHaveText([
      'Basic English',
      'Basic Computer',
      'HTML & CSS',
      'JavaScript & React.js',
      'MERN Stack',
    ]);
    await expect(page.getByRole('link', { name: /^Enroll Now/ })).toHaveCount(5);
  });

  test('admission catalogue: 23 courses after the placeholder', async ({ page }) => {
    await openPage(page, '/AdmissionForm');
    await expect(page.getByRole('combobox', { name: 'Course' }).locator('option')).toHaveCount(24);
  });

  test('landing: claims, 6 featured, 5-card grid, 15 dots, slogan marquee', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByTestId('featured-courses').getByRole('listitem')).toHaveText([
      'English Speaking',
      'Web Development',
      'ADCA',
      'Graphic Design',
      'DCA',
      "'O' Level",
    ]);
    await expect(page.getByText('100% Job Placement Assistance')).toBeVisible();
    for (const figure of ['1 Lakh+', '95%', '25+']) await expect(page.locator('dd', { hasText: figure })).toBeVisible();
    await expect(page.getByText(/15\+ years/)).toBeAttached();
    await expect(page.getByRole('heading', { name: /25\+ years experience/ })).toBeAttached();
    await expect(page.getByTestId('course-grid').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('floating-dots').locator('span')).toHaveCount(15);
    await expect(page.getByTestId('slogan-marquee')).toHaveCSS('animation-duration', '12s');
    // Landing order of docs/contract.md §2, ending with the inquiry form.
    const headings = await page.locator('main h1, main h2').allTextContents();
    const order = [
      'Learn English & Computer Skills',
      'Where confident speakers',
      'Key highlights',
      'Your future starts',
      'Our Courses',
      'Student Inquiry Form',
    ];
    const positions = order.map((h) => headings.findIndex((t) => t.startsWith(h)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('photos: rows of 10 on desktop, 4 on a phone, alternating directions', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/Photos');
    await expect(page.getByTestId('photo-rows')).toHaveAttribute('data-per-row', '10');
    const tracks = page.locator('[data-testid="photo-rows"] ul');
    await expect(tracks).toHaveCount(5);
    await expect(tracks.first()).toHaveCSS('animation-duration', '30s');
    const names = await tracks.evaluateAll((els) => els.slice(0, 2).map((e) => getComputedStyle(e).animationName));
    expect(names[0]).not.toBe(names[1]);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('photo-rows')).toHaveAttribute('data-per-row', '4');
    await expect(tracks.first()).toHaveCSS('animation-duration', '20s');
    // Every image has its size set, so nothing shifts while they load.
    const unsized = await page
      .locator('[data-testid="photo-rows"] img:not([width]), [data-testid="photo-rows"] img:not([height])')
      .count();
    expect(unsized).toBe(0);
  });

  // Decision 027, "The public routes under 95": the rows below the screen are neither drawn nor
  // loaded until the visitor scrolls near them, and they hold their height meanwhile.
  for (const width of [390, 1280])
    test(`photos at ${width} px: a row far below loads its pictures when scrolled to, and nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/Photos');
      const rows = page.locator('[data-testid="photo-rows"] [role="region"]');
      const last = rows.last();
      const firstPicture = last.locator('img').first();
      // The samples are raster pictures: an SVG <img> costs the phone a document of its own.
      expect(await page.locator('[data-testid="photo-rows"] img[src$=".svg"]').count()).toBe(0);
      const heightFar = (await last.boundingBox())!.height;
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // On a phone the last of 13 rows is ~3,000 px down: not drawn nor loaded yet (a desktop's 5 rows are near).
      const drawn = () => firstPicture.evaluate((img) => img.checkVisibility({ contentVisibilityAuto: true }));
      if (width === 390) {
        expect(await drawn()).toBe(false);
        expect(await firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      }
      await last.scrollIntoViewIfNeeded();
      await expect(firstPicture).toBeVisible();
      // Drawn from the frame after the row comes near (the browser decides that asynchronously).
      await expect.poll(drawn).toBe(true);
      await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect((await last.boundingBox())!.height).toBe(heightFar);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
      // Still a row a keyboard user can stop: focus pauses its motion.
      await last.focus();
      await expect(last.locator('ul')).toHaveCSS('animation-play-state', 'paused');
    });

  test('videos: 8 posters, nothing embedded until play is pressed', async ({ page }) => {
    await openPage(page, '/Videos');
    await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(8);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Block the player itself: the test is offline and only checks the embed is mounted on demand.
    await page.route('https://www.youtube-nocookie.com/**', (r) =>
      r.fulfill({ status: 200, body: '<html></html>', contentType: 'text/html' }),
    );
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });
});
