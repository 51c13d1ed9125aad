import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/support/test-app';

/** /InquiryForm?kind=business is its own page (the business inquiry): the server renders that one, not the student form. */
describe('public pages whose query changes what they show', () => {
  let t: TestApp;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    write(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><dds-boot></dds-boot></body></html>',
    );
    write(
      path.join(t.config.publicSiteDist, 'server', 'render-page.7a11ed00.js'),
      `exports.renderPageParts = async (url) => ({ head: '', body: '<main data-url="' + url + '"></main>' });`,
    );
    write(
      path.join(t.config.publicSiteDist, 'prerender', 'manifest.json'),
      JSON.stringify({ renderModule: 'render-page.7a11ed00.js', routes: {}, heads: {} }),
    );
  });
  afterAll(() => t.close());
  const renderedUrl = async (url: string) =>
    /data-url="([^"]*)"/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];

  it('renders the business inquiry (and its topic) for ?kind=business, the student form otherwise', async () => {
    expect(await renderedUrl('/InquiryForm?kind=business')).toBe('/inquiryform?kind=business');
    expect(await renderedUrl('/InquiryForm?kind=business&topic=seo')).toBe('/inquiryform?kind=business&topic=seo');
    expect(await renderedUrl('/InquiryForm?kind=business&topic=%3Cscript%3E')).toBe('/inquiryform?kind=business');
    expect(await renderedUrl('/InquiryForm')).toBe('/inquiryform');
    expect(await renderedUrl('/InquiryForm?kind=anything')).toBe('/inquiryform');
    expect(await renderedUrl('/about1?kind=business')).toBe('/about1');
  });

  it('renders the student inquiry naming the course of a course page\'s "Send an inquiry" (a known page address only)', async () => {
    expect(await renderedUrl('/InquiryForm?course=mern-stack')).toBe('/inquiryform?course=mern-stack');
    expect(await renderedUrl('/InquiryForm?course=no-such-course')).toBe('/inquiryform');
    expect(await renderedUrl('/InquiryForm?course=%3Cscript%3E')).toBe('/inquiryform');
    expect(await renderedUrl('/InquiryForm?kind=business&course=mern-stack')).toBe('/inquiryform?kind=business');
  });

  it('renders the admission form with the course and mode of an Enroll Now link, written one way; anything else is the plain page', async () => {
    const chosen = '/admissionform?course=Basic%20English&mode=Online';
    expect(await renderedUrl('/AdmissionForm?course=Basic%20English&mode=Online')).toBe(chosen);
    expect(await renderedUrl('/admissionform?mode=online&course=basic+english')).toBe(chosen);
    expect(await renderedUrl('/AdmissionForm?course=Basic%20English')).toBe('/admissionform?course=Basic%20English');
    expect(await renderedUrl('/AdmissionForm?mode=Offline')).toBe('/admissionform?mode=Offline');
    // Not a course of the catalogue, not a mode, or not one value: no variant of its own (the cache stays bounded).
    expect(await renderedUrl('/AdmissionForm?course=No%20Such%20Course&mode=Online')).toBe(
      '/admissionform?mode=Online',
    );
    expect(await renderedUrl('/AdmissionForm?course=%3Cscript%3E&mode=Sometimes')).toBe('/admissionform');
    expect(await renderedUrl('/AdmissionForm?course=Basic%20English&course=Basic%20English')).toBe('/admissionform');
    expect(await renderedUrl('/AdmissionForm')).toBe('/admissionform');
    expect(await renderedUrl('/about1?course=Basic%20English&mode=Online')).toBe('/about1');
  });
});
