import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES as R } from '@dds/shared/routes';
import { pageLanguagePart, pageLanguageTexts, type LanguagePart } from './content/page-language-texts';

/** A route's `lazy`: the page's chunk, and on a Hindi page the Hindi texts beside it (and the parts of the catalogue it shows). */
const page =
  (load: () => Promise<ComponentType>, ...parts: LanguagePart[]) =>
  async () => {
    const [Component] = await Promise.all([
      load(),
      pageLanguageTexts(),
      ...parts.map((part) => pageLanguagePart(part)),
    ]);
    return { Component };
  };
const formPage = (load: () => Promise<ComponentType>) => page(load, 'forms');
const coursePage = (load: () => Promise<ComponentType>) => page(load, 'courses');

/**
 * The public route table the shell mounts. Each page is lazy, so each route is its own chunk.
 * Matching is case-insensitive (react-router default), so '/Seo' and '/seo' both resolve.
 */
export const routes: RouteObject[] = [
  { path: R.home.path, lazy: page(async () => (await import('./pages/home-page')).HomePage) },
  { path: R.about.path, lazy: page(async () => (await import('./pages/about-page')).AboutPage) },
  { path: R.digital.path, lazy: page(async () => (await import('./pages/service-page')).DigitalPage) },
  { path: R.social.path, lazy: page(async () => (await import('./pages/service-page')).SocialPage) },
  { path: R.seo.path, lazy: page(async () => (await import('./pages/service-page')).SeoPage) },
  { path: R.content.path, lazy: page(async () => (await import('./pages/service-page')).ContentPage) },
  { path: R.graphic.path, lazy: page(async () => (await import('./pages/service-page')).GraphicPage) },
  { path: R.videoEditing.path, lazy: page(async () => (await import('./pages/service-page')).VideoEditingPage) },
  { path: R.web.path, lazy: page(async () => (await import('./pages/service-page')).WebPage) },
  { path: R.donation.path, lazy: formPage(async () => (await import('./pages/donation-page')).DonationPage) },
  { path: R.registration.path, lazy: page(async () => (await import('./pages/registration-page')).RegistrationPage) },
  { path: R.inquiry.path, lazy: formPage(async () => (await import('./pages/inquiry-page')).InquiryPage) },
  { path: R.admission.path, lazy: formPage(async () => (await import('./pages/admission-page')).AdmissionPage) },
  { path: R.videos.path, lazy: page(async () => (await import('./pages/gallery-pages')).VideosPage) },
  { path: R.photos.path, lazy: page(async () => (await import('./pages/gallery-pages')).PhotosPage) },
  { path: R.certificate.path, lazy: formPage(async () => (await import('./pages/certificate-page')).CertificatePage) },
  {
    path: R.offlineCourses.path,
    lazy: coursePage(async () => (await import('./pages/course-pages')).OfflineCoursesPage),
  },
  {
    path: R.onlineCourses.path,
    lazy: coursePage(async () => (await import('./pages/course-pages')).OnlineCoursesPage),
  },
  // A course's own page (decision 021): courses are data, so the slug is looked up in the site content.
  {
    path: '/courses/:slug',
    lazy: coursePage(async () => (await import('./pages/course-detail-page')).CourseDetailPage),
  },
  { path: R.privacy.path, lazy: page(async () => (await import('./pages/legal-pages')).PrivacyPage) },
  { path: R.terms.path, lazy: page(async () => (await import('./pages/legal-pages')).TermsPage) },
  // Unknown paths: a real page with a way home (the server answers such paths with a 404 status).
  { path: '*', lazy: page(async () => (await import('./pages/not-found-page')).NotFoundPage) },
];
