import { ADMIN_ROUTES } from '@dds/shared/routes';

/**
 * Every /admin address. The sections the shell has always known come from @dds/shared/routes; the
 * ones added since live here, because the composed site hands every remote the shell's copy of that
 * module, and a newer admin panel must not wait for a shell release to add a screen.
 */
export const ADMIN_PATHS = {
  ...ADMIN_ROUTES,
  settings: '/admin/settings',
  courses: '/admin/courses',
  activity: '/admin/activity',
  account: '/admin/account',
  users: '/admin/users',
  gallery: '/admin/gallery',
  videos: '/admin/videos',
  people: '/admin/people',
  releases: '/admin/releases',
} as const;
