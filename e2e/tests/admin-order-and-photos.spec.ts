import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/env';
import { encodePng } from '../support/png';
import { logInThroughScreen } from './admin-helpers';
import { openPage } from './public-helpers';

/**
 * Several photos at once, and ordering by drag or keyboard (docs/decisions/023-drag-to-order-and-many-photos.md),
 * on a phone (390 px) and a desktop (1280 px): three photos chosen together are all added, each with
 * its own caption; a photo and a course lifted with Space, moved with the arrow keys and dropped with
 * Space are in their new place on the public pages. Everything is put back afterwards.
 */

const run = Date.now().toString(36);
const SHOT_DIR = process.env.SHOT_DIR;

function png(colour: [number, number, number], width = 400, height = 300): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(colour, 1 + x * 3);
  return encodePng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

async function shot(page: Page, name: string) {
  if (!SHOT_DIR) return;
  fs.mkdirSync(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOT_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** Presses keys on the focused drag grip one at a time, as a person does (dnd-kit measures between moves). */
async function keys(page: Page, ...presses: string[]) {
  for (const key of presses) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}

test.describe.configure({ mode: 'serial' });

let courseOrder: number[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  courseOrder = ((await (await api.get('/api/admin/courses')).json()) as Array<{ id: number }>).map((c) => c.id);
  await api.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  // Later specs expect a fresh install: this run's photos go, and the courses get their order back.
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  const photos = (await (await api.get('/api/admin/photos')).json()) as Array<{ id: number; caption: string }>;
  for (const photo of photos.filter((p) => p.caption.includes(run))) await api.delete(`/api/admin/photos/${photo.id}`);
  const { versions } = (await (await api.get('/api/admin/courses/order')).json()) as { versions: { courses: number } };
  const back = await api.put('/api/admin/courses/order', {
    data: { list: 'courses', ids: courseOrder, version: versions.courses },
  });
  expect(back.status(), await back.text()).toBe(200);
  await api.dispose();
});

for (const width of [390, 1280]) {
  test(`at ${width} px: three photos chosen at once are all added, and one is moved first by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInThroughScreen(page, '/admin/gallery');
    // Only this test's photos on the screen, so the grid's rows are known (the other width's go).
    const earlier = (
      (await (await page.request.get('/api/admin/photos')).json()) as Array<{ id: number; caption: string }>
    ).filter((p) => p.caption.includes(run));
    for (const photo of earlier) expect((await page.request.delete(`/api/admin/photos/${photo.id}`)).ok()).toBe(true);
    if (earlier.length) await page.reload();
    const captions = ['Red', 'Green', 'Blue'].map((c) => `${c} ${width} ${run}`);
    await page.getByLabel('Photos', { exact: true }).setInputFiles([
      { name: 'red-room.png', mimeType: 'image/png', buffer: png([185, 28, 28]) },
      { name: 'IMG_2042.png', mimeType: 'image/png', buffer: png([21, 128, 61]) },
      { name: 'IMG_2043.png', mimeType: 'image/png', buffer: png([29, 78, 216]) },
    ]);
    const queued = page.getByRole('list', { name: 'Photos to upload' });
    await expect(queued.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByLabel('Caption for red-room.png')).toHaveValue('red room');
    await page.getByLabel('Caption for red-room.png').fill(captions[0]!);
    await page.getByLabel('Caption for IMG_2042.png').fill(captions[1]!);
    await page.getByLabel('Caption for IMG_2043.png').fill(captions[2]!);
    await shot(page, 'gallery-queue');
    await page.getByRole('button', { name: 'Upload 3 photos' }).click();

    const list = page.getByRole('list', { name: 'Photos on the site, in order' });
    for (const caption of captions) await expect(list.getByRole('img', { name: caption })).toBeVisible();
    await expect(queued).toHaveCount(0);
    await expect(page.getByTestId('upload-status')).toHaveText(
      'All 3 photos were added: they are on the Photos page now.',
    );

    // Two upload at a time, so they join the list in the order they finished: all three, in some order.
    const mine = async () =>
      (await list.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))).filter((alt) =>
        alt.includes(`${width} ${run}`),
      );
    const uploaded = await mine();
    expect([...uploaded].sort()).toEqual([...captions].sort());
    // The last one first, from the keyboard: Space lifts it, arrows move it, Space drops it.
    const last = uploaded[2]!;
    const expected = [last, uploaded[0], uploaded[1]];
    const grip = list.getByRole('button', { name: `Drag to reorder: photo “${last}”`, exact: true });
    await grip.focus();
    // One column on a phone (up); three side by side on a desktop (left).
    const back = width < 600 ? 'ArrowUp' : 'ArrowLeft';
    await keys(page, 'Space', back, back, 'Space');
    await expect.poll(mine).toEqual(expected);
    await expect(page.getByText(`Photo “${last}” is now number 1 of 3.`)).toBeAttached();
    await expect(grip).toBeFocused();
    await shot(page, 'gallery-reordered');

    await openPage(page, '/Photos');
    const onSite = (
      await page
        .getByTestId('photo-rows')
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))
    ).filter((alt) => alt.includes(`${width} ${run}`));
    expect(onSite).toEqual(expected);
  });

  test(`at ${width} px: a course moved to the top by keyboard is first on the Offline courses page; Escape puts one back`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInThroughScreen(page, '/admin/courses');
    const rows = page.getByTestId('course-row');
    await expect(rows).toHaveCount(courseOrder.length);
    const names = async () => rows.locator('a.name').allTextContents();
    const before = await names();
    const offline = (await (await request.get('/api/content')).json()).courses
      .filter((c: { modes: string[] }) => c.modes.includes('Offline'))
      .map((c: { name: string }) => c.name);
    const third = offline[2] as string;
    const at = before.indexOf(third);

    // Escape: lifted and moved, then put back where it was; nothing is saved.
    const grip = page
      .getByRole('list', { name: 'Courses in order' })
      .getByRole('button', { name: `Drag to reorder: ${third}`, exact: true });
    await grip.focus();
    await keys(page, 'Space', 'ArrowUp', 'Escape');
    await expect(page.getByText(`Put back: ${third} stays at place ${at + 1} of ${before.length}.`)).toBeAttached();
    expect(await names()).toEqual(before);

    await grip.focus();
    await keys(page, 'Space', ...Array.from({ length: at }, () => 'ArrowUp'), 'Space');
    await expect.poll(async () => (await names())[0]).toBe(third);
    await expect(page.getByText(`${third} moved to place 1 of ${before.length} in the course list.`)).toBeAttached();
    await shot(page, 'courses-reordered');

    await openPage(page, '/OfflineCourses');
    await expect(page.getByTestId('course-cards').getByRole('listitem').first()).toContainText(third);
    // "View on site" from the row opens the course's own page.
    await page.goto('/admin/courses');
    const view = page.getByRole('link', { name: `View ${third} on the site (opens in a new tab)`, exact: true });
    await expect(view).toHaveAttribute('target', '_blank');
    const coursePage = await page.request.get((await view.getAttribute('href'))!);
    expect(coursePage.status()).toBe(200);
  });
}
