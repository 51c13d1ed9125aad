import type { ResourceName } from '../resources/resource-definition';

/** Every API path, so no component builds a URL by hand. The first eight are docs/contract.md §4. */
export const API_PATHS = {
  inquiry: '/api/inquiry/inquiryform',
  admission: '/api/admission/admissionform',
  donation: '/api/donation',
  counts: '/api/admin/counts',
  inquiries: '/api/admin/inquiries',
  admissions: '/api/admin/admissions',
  donations: '/api/admin/donations',
  certificateUpload: '/api/certificates/upload',
  certificateLookup: '/api/certificates/lookup',
  certificates: '/api/admin/certificates',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  session: '/api/session',
  health: '/api/health',
  content: '/api/content',
  settings: '/api/admin/settings',
  courses: '/api/admin/courses',
  photos: '/api/admin/photos',
  videos: '/api/admin/videos',
  leaders: '/api/admin/leaders',
  testimonials: '/api/admin/testimonials',
  /** The dashboard's work queue and new-submissions badge. */
  queue: '/api/admin/queue',
} as const;

// An admin list is named by its resource definition's `ResourceName` (shared/src/resources); each
// name is also its collection's key here, which `API_PATHS[list]` checks.
export const adminItemPath = (list: ResourceName, id: number) => `${API_PATHS[list]}/${id}`;
