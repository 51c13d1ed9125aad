import net from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startFirstRunServer, type FirstRunServer } from '../support/first-run-server';

/**
 * The dashboard does not move under its reader while its cards load (docs/decisions/026-hindi.md §8):
 * the Layout Instability API's shifts with no input before them add up to 0 from the first paint to
 * every card loaded, at 390 and 1280 px, in English (the owner) and Hindi (staff). A server of its
 * own, so every card that appears only when needed is there: a fresh install (the setup card) whose
 * mail server cannot be reached (the warning at the top), with something in the queue.
 */
const OWNER = { email: 'director@dds.test', password: 'four unrelated words here' };
const STAFF = { email: 'office@dds.test', password: 'the office staff passphrase' };
const SHOTS = path.join(__dirname, '..', 'test-results', 'dashboard-layout-shift');

let server: FirstRunServer;

/** A port nothing listens on: every e-mail fails, so the mail warning shows. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  server = await startFirstRunServer({
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    NOTIFY_EMAIL: 'notify@dds.test',
  });
  const code = /One-time setup code: ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(server.output())?.[1];
  const api = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const setUp = await api.post('/api/sign-in/setup', { data: { code, ...OWNER } });
  expect(setUp.ok(), await setUp.text()).toBe(true);
  const added = await api.post('/api/admin/users', { data: { ...STAFF, role: 'staff' } });
  expect(added.status(), await added.text()).toBe(201);
  const inquiry = await api.post('/api/inquiry/inquiryform', {
    data: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', course: 'spoken', message: 'Evening?' },
  });
  expect(inquiry.ok(), await inquiry.text()).toBe(true);
  // The notification's first try has failed: the dashboard's warning has something to say.
  await expect(async () => {
    const storage = (await (await api.get('/api/admin/storage')).json()) as { notifications?: { lastError?: string } };
    expect(storage.notifications?.lastError).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const staff = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  expect((await staff.post('/api/admin/login', { data: STAFF })).ok()).toBe(true);
  expect((await staff.put('/api/admin/account/language', { data: { language: 'hi' } })).ok()).toBe(true);
  await staff.dispose();
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

interface Shift {
  value: number;
  sources: string[];
}

/** Signed in by the API (no input on the page at all), then /admin opened with shifts recorded from the start. */
async function openDashboard(browser: Browser, who: typeof OWNER, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 800 },
    serviceWorkers: 'block',
  });
  const login = await context.request.post(`${server.url}/api/admin/login`, {
    data: who,
    headers: { origin: server.url },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const id = node.getAttribute('data-testid') ?? node.id;
      return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''} "${(node.textContent ?? '').slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null }>;
      }>) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.url}/admin`);
  return page;
}

/** Every card has its answer: the late ones are on screen, no card still says it is loading or checking. */
async function everyCardLoaded(page: Page, words: { checking: RegExp; loading: RegExp }) {
  await expect(page.getByTestId('storage-warning')).toBeVisible();
  await expect(page.getByTestId('queue-newToday')).toBeVisible();
  await expect(page.getByTestId('setup-card')).toBeVisible();
  await expect(page.getByTestId('count-inquiry')).toBeVisible();
  await expect(page.getByTestId('backup-age')).toBeVisible();
  await expect(page.getByTestId('mail-status')).not.toContainText(words.checking);
  await expect(page.getByTestId('backups')).not.toContainText(words.checking);
  await expect(page.getByText(words.loading)).toHaveCount(0);
  await page.waitForLoadState('networkidle'); // nothing more to come that could move a card
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const RUNS = [
  { who: OWNER, language: 'English', words: { checking: /Checking/, loading: /^Loading/ } },
  { who: STAFF, language: 'Hindi', words: { checking: /जाँच/, loading: /^लोड/ } },
] as const;

for (const { who, language, words } of RUNS) {
  for (const width of [390, 1280]) {
    test(`the ${language} dashboard does not move while its cards load (${width} px)`, async ({ browser }) => {
      const page = await openDashboard(browser, who, width);
      await everyCardLoaded(page, words);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      await page.screenshot({ path: path.join(SHOTS, `${language}-${width}.png`), fullPage: true });
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
      await page.context().close();
    });
  }
}
