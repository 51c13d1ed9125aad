import { ADMIN_ROUTES } from '@dds/shared/routes';

/**
 * Every /admin address. The sections the shell has always known come from @dds/shared/routes; the
 * ones added since live here (written when the shell's copy of that module was the one every remote
 * got; now each remote bundles its own, docs/decisions/002-shared-stateful-contract.md).
 */
export const ADMIN_PATHS = {
  ...ADMIN_ROUTES,
  settings: '/admin/settings',
  siteText: '/admin/site-text',
  courses: '/admin/courses',
  activity: '/admin/activity',
  account: '/admin/account',
  users: '/admin/users',
  gallery: '/admin/gallery',
  videos: '/admin/videos',
  people: '/admin/people',
  releases: '/admin/releases',
  reports: '/admin/reports',
  replies: '/admin/replies',
} as const;
