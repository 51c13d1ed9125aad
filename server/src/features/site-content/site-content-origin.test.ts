import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { createSiteContentSource } from './site-content';

// The pages' canonical links, share tags and structured data are made absolute with the origin the
// content carries (docs/decisions/017-search-and-sharing.md): PUBLIC_ORIGIN, never a request's Host.
describe('the site content names the public origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { publicOrigin: 'https://dds.example' });
  });
  afterAll(() => t.close());

  it('carries PUBLIC_ORIGIN with the content, and nothing without it', async () => {
    expect((await createSiteContentSource(t.database.db, 'https://dds.example')()).origin).toBe('https://dds.example');
    expect(await createSiteContentSource(t.database.db)()).not.toHaveProperty('origin');
  });
});
