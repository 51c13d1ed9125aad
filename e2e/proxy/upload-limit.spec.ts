/**
 * The upload limit through deploy/nginx/dds.conf: nginx lets every upload the app accepts through,
 * the app answers a file over its limit with its own JSON message, and a body even nginx refuses
 * still gets a JSON message, never nginx's HTML page. docs/decisions/010-upload-limit-and-request-edges.md.
 */
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { logInThroughScreen } from '../tests/admin-helpers';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { encodePng } from '../support/png';
import { PROXY } from '../support/proxy-env';

/** The app's photo limit (shared/src/schemas/gallery.ts MAX_PHOTO_BYTES), the largest of its upload limits. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

test.beforeAll(() => {
  if (!PROXY.nginx) throw new Error('nginx is not installed (Debian: apt-get install -y nginx), or set NGINX_PATH');
});

/** A real PNG of random pixels (incompressible, so its size is about width × height × 3 bytes). */
function noisePng(width: number, height: number): Buffer {
  const rows = crypto.randomBytes((1 + width * 3) * height);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0; // filter: none
  return encodePng(width, height, rows, { level: 1 });
}

async function loggedIn(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN, headers: { Origin: PROXY.origin } });
  expect(login.ok(), await login.text()).toBe(true);
}

const postPhoto = (request: APIRequestContext, data: Buffer) =>
  request.post('/api/admin/photos', {
    headers: { Origin: PROXY.origin },
    multipart: { caption: 'Too large', photo: { name: 'big.png', mimeType: 'image/png', buffer: data } },
    timeout: 60_000,
  });

test('a 14 MB photo (under the 15 MB README promises) uploads through the admin screen', async ({ page }) => {
  test.setTimeout(120_000);
  const photo = noisePng(2200, 2200);
  expect(photo.length).toBeGreaterThan(12.5 * 1024 * 1024); // over what nginx used to allow (12m)
  expect(photo.length).toBeLessThan(MAX_PHOTO_BYTES);
  await logInThroughScreen(page, '/admin/gallery');
  const caption = `Big photo ${Date.now()}`;
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles({ name: 'IMG_big.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel('Caption for IMG_big.png').fill(caption);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(
    page.getByRole('list', { name: 'Photos on the site, in order' }).getByRole('img', { name: caption }),
  ).toBeVisible({ timeout: 60_000 });
  // What the admin saw when nginx refused it: "Request failed (413)", from nginx's HTML page.
  await expect(page.getByText('Request failed')).toHaveCount(0);
});

test("a photo just over the app's limit gets the app's own JSON message through nginx", async ({ request }) => {
  await loggedIn(request);
  const answer = await postPhoto(request, Buffer.concat([noisePng(8, 8), Buffer.alloc(MAX_PHOTO_BYTES)]));
  expect(answer.status()).toBe(413);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(await answer.json()).toEqual({ message: 'File is too large: the limit is 15 MB' });
});

test("a body over nginx's own limit gets a JSON message too, never nginx's HTML page", async ({ request }) => {
  await loggedIn(request);
  const answer = await postPhoto(request, Buffer.alloc(MAX_PHOTO_BYTES + 2 * 1024 * 1024));
  expect(answer.status()).toBe(413);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(await answer.json()).toEqual({ message: 'File is too large: no upload may be over 15 MB' });
});
