import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/support/test-app';

/** Addresses people type or guess for a page lead to the spec's spelling (301), query kept. */
describe('common misspellings redirect to the docs/contract.md §2 routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/OnlineCourses', '/OnilneCourses'],
    ['/onlinecourses', '/OnilneCourses'],
    ['/online-courses/', '/OnilneCourses'],
    ['/offline-courses', '/OfflineCourses'],
    ['/courses', '/OfflineCourses'],
    ['/Courses', '/OfflineCourses'],
    ['/contact', '/InquiryForm'],
    ['/contact-us', '/InquiryForm'],
    ['/admission', '/AdmissionForm'],
    ['/about', '/about1'],
    ['/gallery', '/Photos'],
    ['/certificate', '/GetInTouch'],
    ['/contact?utm_source=flyer', '/InquiryForm?utm_source=flyer'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('leaves the spec routes, their case variants and unknown paths alone', async () => {
    for (const url of [
      '/OnilneCourses',
      '/onilnecourses',
      '/OfflineCourses',
      '/InquiryForm',
      '/AdmissionForm',
      '/about1',
    ])
      expect((await get(url)).statusCode).toBe(200);
    expect((await get('/coursesxyz')).statusCode).toBe(404);
    expect((await get('/contact/me')).statusCode).toBe(404);
  });
});
