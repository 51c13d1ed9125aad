import { RESOURCE_NAMES, adminListPath, type ResourceName } from '../resources/admin-lists';

/** Every admin list's collection, `/api/admin/<list>`, from the one list of lists (resources/admin-lists.ts). */
const ADMIN_LIST_PATHS = Object.fromEntries(RESOURCE_NAMES.map((list) => [list, adminListPath(list)])) as {
  readonly [L in ResourceName]: `/api/admin/${L}`;
};

/**
 * Every API path, so no component builds a URL by hand. docs/contract.md §4's are the first six here
 * and the lists' `inquiries`, `admissions`, `donations` (`/api/admin/<list>`, from ADMIN_LIST_PATHS).
 */
export const API_PATHS = {
  inquiry: '/api/inquiry/inquiryform',
  admission: '/api/admission/admissionform',
  donation: '/api/donation',
  counts: '/api/admin/counts',
  certificateUpload: '/api/certificates/upload',
  certificateLookup: '/api/certificates/lookup',
  ...ADMIN_LIST_PATHS,
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

// An admin list is named by its `ResourceName` (shared/src/resources/admin-lists.ts); each name is
// also its collection's key here.
export const adminItemPath = (list: ResourceName, id: number) => `${API_PATHS[list]}/${id}`;
