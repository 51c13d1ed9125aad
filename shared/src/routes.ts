/**
 * Front-end route paths of SPEC.md §2. `path` is what the router matches (case-insensitively);
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

export const ADMIN_ROUTES = {
  dashboard: '/admin',
  inquiries: '/admin/inquiries',
  admissions: '/admin/admission',
  donations: '/admin/donationdetails',
  certificates: '/admin/certificates',
} as const;

/** SPEC.md §2: the public header and footer are hidden on every path starting with /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/admin');
}
