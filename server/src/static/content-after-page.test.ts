import fs from 'node:fs';
import path from 'node:path';
import { SITE_CONTENT_SCRIPT_ID } from '@dds/shared/src/routes';
import { startTestApp, type TestApp } from '../../test/support/test-app';

// The content the app reads when it starts rides after the page's markup, just before the loader
// that starts the app: in <head> its 17 KB of JSON came before the first screen in the byte stream
// (docs/decisions/027-federation-start-up-and-static-css.md, "The content after the page").

const SHELL_WITH_ENTRY =
  '<!doctype html><html><head><title>DDS</title></head><body><div id="root"><dds-boot>Loading DDS…</dds-boot></div>' +
  '<footer>the page ends here</footer><script defer src="/main.0000.js"></script></body></html>';

describe('where a page carries the content for the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const page = async () => {
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), SHELL_WITH_ENTRY);
    return (await t.app.inject({ method: 'GET', url: '/' })).body;
  };

  it('after the page, before the loader that starts the app, and not in the head', async () => {
    const html = await page();
    const content = html.indexOf(`<script id="${SITE_CONTENT_SCRIPT_ID}"`);
    expect(content).toBeGreaterThan(html.indexOf('the page ends here'));
    expect(content).toBeLessThan(html.indexOf('<script id="dds-after-paint"'));
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(SITE_CONTENT_SCRIPT_ID);
    // Still the whole content, readable as before.
    const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).courses.length).toBeGreaterThan(10);
  });

  it('before </body> in a shell without entry scripts', async () => {
    fs.writeFileSync(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><dds-boot>Loading</dds-boot><p>last</p></body></html>',
    );
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const content = html.indexOf(`<script id="${SITE_CONTENT_SCRIPT_ID}"`);
    expect(content).toBeGreaterThan(html.indexOf('<p>last</p>'));
    expect(html.indexOf('</body>')).toBeGreaterThan(content);
  });
});
