import type { RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared';

/** The public route table the shell mounts. Pages are lazy: each route is its own chunk. */
export const routes: RouteObject[] = [
  { path: PUBLIC_ROUTES.home.path, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
];
