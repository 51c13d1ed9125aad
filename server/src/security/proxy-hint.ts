import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const UNTRUSTED_PROXY_HINT =
  "Requests arrive through a proxy (X-Forwarded-For/-Proto) but TRUST_PROXY is not set: visitors' addresses and https are not seen, so admin logins from the public address are refused as cross-site and cookies lack Secure. Set TRUST_PROXY=1 and PUBLIC_ORIGIN=https://your.domain (deploy/README.md).";

/**
 * A server put behind a TLS proxy without TRUST_PROXY believes it is on http:// and refuses every
 * admin login from the public address (403 Cross-site). Nothing can be guessed safely from the
 * request, but the mistake can be named: one warning line, at the first proxied request.
 */
export function registerProxyHint(app: FastifyInstance, config: Pick<Config, 'trustProxy'>) {
  if (config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const headers = request.headers;
    if (headers['x-forwarded-for'] === undefined && headers['x-forwarded-proto'] === undefined) return;
    warned = true;
    request.log.warn(UNTRUSTED_PROXY_HINT);
  });
}
