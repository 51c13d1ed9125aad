import { PUBLIC_ROUTES } from '@dds/shared/src/routes';
import { languagePath, pathLanguage, stripLanguage } from '@dds/shared/src/language-paths';

const { onlineCourses, offlineCourses, inquiry, admission, about, photos, videos, certificate, donation } =
  PUBLIC_ROUTES;

/**
 * Addresses people type, guess or print on a flyer for a page, each answered with a permanent
 * redirect to the spelling docs/contract.md §2 uses (which stays as it is, typo included: /OnilneCourses).
 * Keys are lowercase without a trailing slash; matching ignores case.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/onlinecourses': onlineCourses.link,
  '/online-courses': onlineCourses.link,
  '/online': onlineCourses.link,
  '/offline-courses': offlineCourses.link,
  '/courses': offlineCourses.link,
  '/course': offlineCourses.link,
  '/contact': inquiry.link,
  '/contact-us': inquiry.link,
  '/contactus': inquiry.link,
  '/inquiry': inquiry.link,
  '/enquiry': inquiry.link,
  '/admission': admission.link,
  '/admissions': admission.link,
  '/admission-form': admission.link,
  '/about': about.link,
  '/about-us': about.link,
  '/aboutus': about.link,
  '/gallery': photos.link,
  '/photo': photos.link,
  '/video': videos.link,
  '/certificate': certificate.link,
  '/certificates': certificate.link,
  '/donate': donation.link,
};

/** Where a mistyped path should go (with its query string), or undefined. Under /hi, to the Hindi page. */
export function redirectFor(url: string): string | undefined {
  const [pathname = '/', query] = url.split(/\?(.*)/s, 2);
  const key = stripLanguage(pathname).toLowerCase().replace(/\/+$/, '');
  const english = Object.hasOwn(REDIRECTS, key) ? REDIRECTS[key] : undefined;
  const target = english && languagePath(pathLanguage(pathname), english);
  return target && (query ? `${target}?${query}` : target);
}
