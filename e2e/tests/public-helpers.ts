import { expect, type Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready';

/** Every public route spelling of docs/contract.md §2 (and the extra legal pages) with the h1 it shows. */
export const PUBLIC_PAGES: Array<{ path: string; h1: string | RegExp }> = [
  { path: '/', h1: 'Learn English & Computer Skills' },
  { path: '/about1', h1: 'About DDS' },
  { path: '/digital', h1: 'Digital Marketing Services' },
  { path: '/social', h1: 'Social Media Marketing' },
  { path: '/seo', h1: 'SEO Services' },
  { path: '/Seo', h1: 'SEO Services' },
  { path: '/content', h1: 'Content Writing' },
  { path: '/Content', h1: 'Content Writing' },
  { path: '/graphic', h1: 'Graphic Design' },
  { path: '/Graphic', h1: 'Graphic Design' },
  { path: '/videoediting', h1: 'Video Editing' },
  { path: '/web', h1: 'Web Development' },
  { path: '/Web', h1: 'Web Development' },
  { path: '/donation', h1: 'Donation Box' },
  { path: '/registrationform', h1: 'Registration Form' },
  { path: '/inquiryform', h1: 'Student Inquiry Form' },
  { path: '/InquiryForm', h1: 'Student Inquiry Form' },
  { path: '/admissionform', h1: 'Admission Form' },
  { path: '/AdmissionForm', h1: 'Admission Form' },
  { path: '/videos', h1: 'Videos' },
  { path: '/Videos', h1: 'Videos' },
  { path: '/photos', h1: 'Photos' },
  { path: '/Photos', h1: 'Photos' },
  { path: '/getintouch', h1: 'Download Certificate' },
  { path: '/GetInTouch', h1: 'Download Certificate' },
  { path: '/offlinecourses', h1: 'Offline Courses' },
  { path: '/OfflineCourses', h1: 'Offline Courses' },
  { path: '/OnilneCourses', h1: 'Online Courses' },
  { path: '/onilnecourses', h1: 'Online Courses' },
  { path: '/privacy', h1: 'Privacy Notice' },
  { path: '/terms', h1: 'Terms of Service' },
];

/** Collects console errors and page errors; `expectNone()` fails the test if any happened. */
/** Every link of the header, with the dropdown that holds it and the heading of the page it opens. */
export const HEADER_NAV: Array<{ dropdown?: string; link: string; href: string; h1: string }> = [
  { link: 'Home', href: '/', h1: 'Learn English & Computer Skills' },
  { link: 'About', href: '/about1', h1: 'About DDS' },
  { link: 'Donation', href: '/donation', h1: 'Donation Box' },
  { dropdown: 'Services', link: 'Digital Marketing', href: '/digital', h1: 'Digital Marketing Services' },
  { dropdown: 'Services', link: 'Social Media Marketing', href: '/social', h1: 'Social Media Marketing' },
  { dropdown: 'Services', link: 'SEO', href: '/Seo', h1: 'SEO Services' },
  { dropdown: 'Services', link: 'Content Writing', href: '/Content', h1: 'Content Writing' },
  { dropdown: 'Services', link: 'Web Development', href: '/Web', h1: 'Web Development' },
  { dropdown: 'Services', link: 'Graphic Design', href: '/Graphic', h1: 'Graphic Design' },
  { dropdown: 'Services', link: 'Video Editing', href: '/videoediting', h1: 'Video Editing' },
  { dropdown: 'Events', link: 'Photos', href: '/Photos', h1: 'Photos' },
  { dropdown: 'Events', link: 'Videos', href: '/Videos', h1: 'Videos' },
  { dropdown: 'Course', link: 'Offline Course', href: '/OfflineCourses', h1: 'Offline Courses' },
  { dropdown: 'Course', link: 'Online Course', href: '/OnilneCourses', h1: 'Online Courses' },
  { link: 'Download Certificate', href: '/GetInTouch', h1: 'Download Certificate' },
];

export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    errors,
    expectNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

/** Opens a public page and waits until its heading is on screen (the remote has loaded). */
export async function openPage(page: Page, path: string, h1?: string | RegExp) {
  const response = await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  return response;
}

export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
export const toast = (page: Page) => page.getByTestId('toast');

/** A 1×1 PNG (real magic bytes, so the server's byte check accepts it). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A minimal PDF the server's byte check accepts as a certificate file. */
export const PDF_MIN = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
