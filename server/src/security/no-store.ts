import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';

/** Answers that carry admin data or say who is logged in. */
export const isPrivateApiPath = (pathname: string) =>
  pathname.startsWith('/api/admin/') ||
  pathname === API_PATHS.session ||
  pathname === '/api/sign-in' ||
  pathname.startsWith('/api/sign-in/');

/**
 * Every admin answer (data, errors, login) and /api/session says Cache-Control: no-store, so no
 * browser history, shared computer or proxy keeps a copy of applicants' details. Set before the
 * handler runs, so a route that sets its own header (the CSV export) still wins.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (isPrivateApiPath(request.url.split('?')[0] ?? '')) reply.header('Cache-Control', 'no-store');
  });
}
