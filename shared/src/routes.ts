import { ADMIN_LISTS } from './resources/admin-lists';

/**
 * Front-end route paths of docs/contract.md §2. `path` is what the router matches (case-insensitively);
 * `link` is the spelling the spec's navigation uses, so links look exactly as specified.
 */
export const PUBLIC_ROUTES = {
  home: { path: '/', link: '/' },
  about: { path: '/about1', link: '/about1' },
  digital: { path: '/digital', link: '/digital' },
  social: { path: '/social', link: '/social' },
  seo: { path: '/seo', link: '/Seo' },
  content: { path: '/content', link: '/Content' },
  graphic: { path: '/graphic', link: '/Graphic' },
  videoEditing: { path: '/videoediting', link: '/videoediting' },
  web: { path: '/web', link: '/Web' },
  donation: { path: '/donation', link: '/donation' },
  registration: { path: '/registrationform', link: '/registrationform' },
  inquiry: { path: '/inquiryform', link: '/InquiryForm' },
  admission: { path: '/admissionform', link: '/AdmissionForm' },
  videos: { path: '/videos', link: '/Videos' },
  photos: { path: '/photos', link: '/Photos' },
  certificate: { path: '/getintouch', link: '/GetInTouch' },
  offlineCourses: { path: '/offlinecourses', link: '/OfflineCourses' },
  onlineCourses: { path: '/OnilneCourses', link: '/OnilneCourses' },
  privacy: { path: '/privacy', link: '/privacy' },
  terms: { path: '/terms', link: '/terms' },
} as const;

/**
 * The one address search engines and shared links should use for a public page
 * (docs/decisions/017-search-and-sharing.md): the spelling of docs/contract.md §2's route column (`path`),
 * whatever case or trailing slash the visitor typed (`/ABOUT1/` → `/about1`, `/Seo` → `/seo`,
 * `/onilnecourses` → `/OnilneCourses`); a course page in lowercase. Undefined for any other path.
 */
export function canonicalPath(pathname: string): string | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const route = Object.values(PUBLIC_ROUTES).find((r) => r.path.toLowerCase() === key);
  if (route) return route.path;
  return /^\/courses\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) ? key : undefined;
}

/**
 * The picture a shared link shows (WhatsApp, Facebook, X): made from the logo by the shell's build
 * at the size the large preview card wants (docs/decisions/017-search-and-sharing.md).
 */
export const SHARE_IMAGE = { path: '/share-card.png', width: 1200, height: 630, type: 'image/png' } as const;

/**
 * Every /admin screen's address: the admin panel's links and redirects, the lists' definitions and
 * the server's e-mails link with these. The dashboard and the first three lists are the product's
 * (docs/contract.md §2).
 * Stateless: each package bundles its own copy (docs/decisions/002-shared-stateful-contract.md), so a
 * new screen here needs no shell release.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin',
  // The lists' screens: written once, beside the lists' names (resources/admin-lists.ts).
  ...ADMIN_LISTS,
  reports: '/admin/reports',
  replies: '/admin/replies',
  courses: '/admin/courses',
  gallery: '/admin/gallery',
  videos: '/admin/videos',
  people: '/admin/people',
  siteText: '/admin/site-text',
  settings: '/admin/settings',
  activity: '/admin/activity',
  users: '/admin/users',
  releases: '/admin/releases',
  account: '/admin/account',
} as const;

/** docs/contract.md §2: the public header and footer are hidden on every path starting with /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/admin');
}

/**
 * Public forms also work as plain HTML posts to their own page (before the app has loaded, on a
 * slow phone, or with JavaScript off): the server stores the submission and answers with the page
 * showing the outcome. `_form` names the form; the outcome travels to the live app in a JSON script.
 */
export const PAGE_FORM_FIELD = '_form';
export const PAGE_FORMS = ['inquiry', 'admission', 'certificate'] as const;
export type PageFormName = (typeof PAGE_FORMS)[number];
export const SUBMITTED_FORM_SCRIPT_ID = 'dds-submitted-form';
/** After a successful post the server redirects to the page with `?sent=<form>` (no personal data). */
export const SENT_PARAM = 'sent';

/** The server's answer to a page form post, as the page shows it. */
export interface SubmittedForm {
  form: PageFormName;
  ok: boolean;
  /** The docs/contract.md §5 message (or the server's own words where §8 says so). */
  message: string;
  /** What the server found wrong, when it says more than the message. */
  detail?: string;
  /** What the visitor sent, to fill the form again after a refusal (never after success). */
  values?: Record<string, string>;
  /** Certificate lookup: the match. */
  certificate?: { name: string; downloadUrl: string };
}

/** The site content (settings, …) the page was rendered with, handed to the live app as JSON. */
export const SITE_CONTENT_SCRIPT_ID = 'dds-content';

/**
 * The login screen the server puts into /admin pages when there is no session (decision 032: it paints
 * before any JavaScript). The admin panel finds it by this id: it then knows nobody is logged in,
 * and carries what was typed into its own form.
 */
export const ADMIN_LOGIN_PAGE_ID = 'dds-admin-login';
