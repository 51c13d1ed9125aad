import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminPath } from '@dds/shared/src/routes';
import type { Config } from '../config';
import { isAdminHost } from '../security/allowed-origins';

type AdminHostConfig = Pick<Config, 'publicOrigin' | 'adminOrigin'>;

/** What the admin host asks search engines: keep nothing of it (its pages are a login screen and private lists). */
export const ADMIN_HOST_ROBOTS = 'noindex, nofollow';

/**
 * Every answer under ADMIN_ORIGIN's host name carries `X-Robots-Tag: noindex` — pages, files,
 * errors and redirects alike (docs/decisions/003-admin-on-its-own-host.md).
 */
export function registerAdminHostHeaders(app: FastifyInstance, config: AdminHostConfig) {
  if (!config.adminOrigin) return;
  app.addHook('onSend', async (request, reply) => {
    if (isAdminHost(config, request)) reply.header('X-Robots-Tag', ADMIN_HOST_ROBOTS);
  });
}

export interface AdminHostRedirect {
  location: string;
  status: 301 | 302;
}

/**
 * A page asked for on the admin host that is not an admin page: `/` opens the admin panel, and
 * any public page is sent to PUBLIC_ORIGIN, so the public site (its links, sitemap and search
 * results) only ever lives on the public host. Undefined: serve the request here.
 */
export function adminHostRedirect(
  config: AdminHostConfig,
  request: FastifyRequest,
  pathname: string,
): AdminHostRedirect | undefined {
  if (!config.publicOrigin || !isAdminHost(config, request) || isAdminPath(pathname)) return undefined;
  // Temporary: which page the admin host opens with is a choice of this deployment.
  if (pathname === '/') return { location: '/admin', status: 302 };
  return { location: `${config.publicOrigin}${request.url}`, status: 301 };
}
