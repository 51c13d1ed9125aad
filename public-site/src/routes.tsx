import type { RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES as R } from '@dds/shared';

/**
 * The public route table the shell mounts. Each page is lazy, so each route is its own chunk.
 * Matching is case-insensitive (react-router default), so '/Seo' and '/seo' both resolve.
 */
export const routes: RouteObject[] = [
  { path: R.home.path, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
  { path: R.inquiry.path, lazy: async () => ({ Component: (await import('./pages/inquiry-page')).InquiryPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
];
