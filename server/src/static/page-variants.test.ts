import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';

/** /InquiryForm?kind=business is its own page (the business inquiry): the server renders that one, not the student form. */
describe('public pages whose query changes what they show', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    write(path.join(t.config.shellDist, 'index.html'), '<!doctype html><html><head><title>DDS</title></head><body><dds-boot></dds-boot></body></html>');
    write(path.join(t.config.publicSiteDist, 'server', 'render-page.7a11ed00.js'), `exports.renderPageParts = async (url) => ({ head: '', body: '<main data-url="' + url + '"></main>' });`);
    write(path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'), JSON.stringify({ renderModule: 'render-page.7a11ed00.js', routes: {}, heads: {} }));
  });
  afterAll(() => t.close());
  const renderedUrl = async (url: string) => /data-url="([^"]*)"/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];

  it('renders the business inquiry (and its topic) for ?kind=business, the student form otherwise', async () => {
    expect(await renderedUrl('/InquiryForm?kind=business')).toBe('/inquiryform?kind=business');
    expect(await renderedUrl('/InquiryForm?kind=business&topic=seo')).toBe('/inquiryform?kind=business&topic=seo');
    expect(await renderedUrl('/InquiryForm?kind=business&topic=%3Cscript%3E')).toBe('/inquiryform?kind=business');
    expect(await renderedUrl('/InquiryForm')).toBe('/inquiryform');
    expect(await renderedUrl('/InquiryForm?kind=anything')).toBe('/inquiryform');
    expect(await renderedUrl('/about1?kind=business')).toBe('/about1');
  });
});
