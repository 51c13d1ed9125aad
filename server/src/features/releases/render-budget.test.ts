import path from 'node:path';
import { writeFakeRelease } from '../../releases/fake-release';
import { makeLive } from '../../releases/release-actions';
import { ReleaseStore } from '../../releases/release-store';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

// Renders the home page (so the release may go live) but loops for ever on /digital.
const LOOPS_ON_DIGITAL = `exports.renderPageParts = async (url) => {
  if (url === '/digital') for (;;) {}
  return { head: '<title>loop</title>', body: '<main>rendered ' + url + '</main>' };
};`;

/** Static serving and health do not depend on the database dialect: SQLite covers it. */
describe('a public-site release whose render loops cannot hurt the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { renderBudgetMs: 1500 });
    const store = new ReleaseStore(t.config.releasesDir);
    store.add('shell', writeFakeRelease(path.join(t.dataDir, 'shell'), 'shell', '1.0.0-a'));
    await makeLive(store, 'shell', '1.0.0-a');
    store.add(
      'public-site',
      writeFakeRelease(path.join(t.dataDir, 'build'), 'public-site', '1.0.0-loop', { renderModule: LOOPS_ON_DIGITAL }),
    );
    await makeLive(store, 'public-site', '1.0.0-loop');
  });
  afterAll(() => t.close());

  it('answers the release’s prerendered page, and /api/health is answered while the render still runs', async () => {
    const order: string[] = [];
    const page = t.app.inject({ method: 'GET', url: '/digital' }).then((res) => (order.push('page'), res));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' }).then((res) => (order.push('health'), res));
    expect(health.statusCode).toBe(200);
    const res = await page;
    expect(order).toEqual(['health', 'page']);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>prerendered digital of 1.0.0-loop</main>');
    // Other pages of the same release still render with the current content.
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<main>rendered /</main>');
  });
});
