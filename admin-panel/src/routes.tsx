import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared';

/** The admin route table the shell mounts under /admin. */
export const routes: RouteObject[] = [
  { path: ADMIN_ROUTES.dashboard, lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
];
