import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type PublicOriginConfig = Pick<Config, 'publicOrigin'>;

export const isHttpsOrigin = (origin: string | undefined) => !!origin && origin.startsWith('https:');

/**
 * The session cookie's Secure flag. With PUBLIC_ORIGIN it follows the public scheme, so a proxy
 * that ends TLS and talks plain HTTP to the app still gets a Secure cookie; unset, the request decides.
 */
export function cookieSecure(config: PublicOriginConfig, request: FastifyRequest): boolean {
  if (config.publicOrigin) return isHttpsOrigin(config.publicOrigin);
  return request.protocol === 'https';
}
