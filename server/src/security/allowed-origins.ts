import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type OriginsConfig = Pick<Config, 'publicOrigin' | 'adminOrigin'>;

/**
 * ADMIN_ORIGIN checked against PUBLIC_ORIGIN, or undefined when it is fine (or unset). The admin
 * host is told apart by its host name alone, because nginx passes `Host $host` without the port;
 * and it must share PUBLIC_ORIGIN's scheme, which decides the cookies' Secure flag
 * (docs/decisions/003-admin-on-its-own-host.md).
 */
export function adminOriginEnvProblem(
  publicOrigin: string | undefined,
  adminOrigin: string | undefined,
): string | undefined {
  if (!adminOrigin) return undefined;
  if (!publicOrigin) {
    return 'Missing environment variable PUBLIC_ORIGIN: required when ADMIN_ORIGIN is set (public pages, the sitemap and e-mail links keep using it), e.g. PUBLIC_ORIGIN=https://dds.example';
  }
  const site = new URL(publicOrigin);
  const admin = new URL(adminOrigin);
  if (admin.hostname === site.hostname) {
    return `Invalid environment variable ADMIN_ORIGIN: must be another host name than PUBLIC_ORIGIN's (${site.hostname}), e.g. ADMIN_ORIGIN=${site.protocol}//admin.${site.hostname}`;
  }
  if (admin.protocol !== site.protocol) {
    return `Invalid environment variable ADMIN_ORIGIN: must use ${site.protocol.slice(0, -1)} like PUBLIC_ORIGIN (the session cookie is Secure exactly when PUBLIC_ORIGIN is https)`;
  }
  return undefined;
}

/**
 * The origins whose pages may make state-changing admin calls: PUBLIC_ORIGIN and, when set,
 * ADMIN_ORIGIN. Undefined without PUBLIC_ORIGIN (local use): then only the request's own origin.
 */
export function allowedOrigins(config: OriginsConfig): string[] | undefined {
  if (!config.publicOrigin) return undefined;
  return config.adminOrigin ? [config.publicOrigin, config.adminOrigin] : [config.publicOrigin];
}

/**
 * True when the request was made to ADMIN_ORIGIN's host name. request.hostname is the Host header
 * (X-Forwarded-Host only from a proxy TRUST_PROXY names). Only routing and indexing hang on it;
 * what a request may change is the Origin check's business, never the Host's.
 */
export function isAdminHost(config: OriginsConfig, request: FastifyRequest): boolean {
  if (!config.adminOrigin) return false;
  return request.hostname.toLowerCase() === new URL(config.adminOrigin).hostname;
}
