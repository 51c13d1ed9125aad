import { expect, test } from '../support/fixtures';
import { logInThroughScreen, tinyPdf } from './admin-helpers';
import {
  LISTS,
  OTHER_SCREENS,
  VIEWPORTS,
  expectAxeClean,
  expectNoHorizontalScroll,
  seedAdmissions,
  seedDonations,
  seedInquiries,
} from './admin-lists-helpers';

const tag = `Fit${Date.now().toString(36)}`;

test.beforeAll(async ({ request }) => {
  await seedInquiries(request, tag, 30, true);
  await seedAdmissions(request, tag, 5);
  await seedDonations(request, tag, 3);
});

for (const viewport of VIEWPORTS) {
  test(`every admin screen fits ${viewport.width} px without horizontal scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInThroughScreen(page);
    const roll = `R${Date.now().toString(36)}`;
    const upload = await page.request.post('/api/certificates/upload', {
      multipart: {
        name: `${tag} Graduate`,
        roll,
        dob: '2004-05-06',
        file: {
          name: 'a-very-long-certificate-file-name-for-the-graduate.pdf',
          mimeType: 'application/pdf',
          buffer: tinyPdf(),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);

    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectNoHorizontalScroll(page, list.path);
    }
    for (const screen of OTHER_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expectNoHorizontalScroll(page, screen.path);
    }
  });
}

for (const phone of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`on a ${phone.width} px phone the lists are compact cards under a title near the top`, async ({ page }) => {
    await page.setViewportSize(phone);
    await logInThroughScreen(page);
    for (const list of LISTS.slice(0, 3)) {
      await page.goto(`${list.path}?q=${tag}`);
      const title = page.getByRole('heading', { level: 1, name: list.title });
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect((await title.boundingBox())!.y, `${list.title} title`).toBeLessThanOrEqual(120);
      const heights = await page
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      expect(Math.max(...heights), `${list.title}: tallest card`).toBeLessThanOrEqual(160);
      await expectAxeClean(page);
    }

    // Certificates have no record view, so their buttons are on the card: still ≤ 160 px, the file's
    // link and both buttons on one line, nothing past the screen's edge.
    const roll = `C${Date.now().toString(36)}`;
    const upload = await page.request.post('/api/certificates/upload', {
      multipart: {
        name: `${tag} Certified ${phone.width}`,
        roll,
        dob: '2004-05-06',
        file: {
          name: 'a-very-long-certificate-file-name-for-the-graduate.pdf',
          mimeType: 'application/pdf',
          buffer: tinyPdf(),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    await page.goto(`/admin/certificates?q=${roll}`);
    const card = page.locator('tbody tr');
    await expect(card).toHaveCount(1);
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.height, 'certificate card height').toBeLessThanOrEqual(160);
    const replace = (await card.getByRole('button', { name: /^Replace PDF of certificate/ }).boundingBox())!;
    const remove = (await card.getByRole('button', { name: /^Delete certificate/ }).boundingBox())!;
    const file = (await card.getByRole('link', { name: /: certificate of .* \(opens in a new tab\)$/ }).boundingBox())!;
    expect(Math.abs(replace.y - remove.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(file.y + file.height / 2 - (replace.y + replace.height / 2))).toBeLessThanOrEqual(2);
    expect(remove.x + remove.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(Math.min(replace.height, remove.height, file.height)).toBeGreaterThanOrEqual(44);
    await expectAxeClean(page);

    // A search with no match: the page starts at the top, no empty band above it.
    await page.goto('/admin/inquiries?q=nobody-by-this-name');
    await expect(page.getByText(/No inquiries match/)).toBeVisible();
    expect((await page.getByRole('heading', { level: 1, name: 'Inquiries' }).boundingBox())!.y).toBeLessThanOrEqual(
      120,
    );

    // A tap on a card opens the record view.
    await page.goto(`/admin/inquiries?q=${tag}`);
    const first = page.locator('tbody tr').first();
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    await expect(page).toHaveURL(/\/admin\/inquiries\/\d+$/);
  });
}

test('the lists are axe clean at 1280 px, with a row selected', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughScreen(page);
  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.locator('tbody tr').first().getByRole('checkbox').first().check();
    await expect(page.getByRole('region', { name: /actions on selected/i })).toBeVisible();
    await expectAxeClean(page);
  }
});
