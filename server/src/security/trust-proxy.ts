import type { Config } from '../config';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's trustProxy option. Addresses pass through (Fastify compiles them with
 * proxy-addr). A hop count becomes a function trusting the nearest `hops` addresses: Fastify 5.12
 * treats a bare number as "trust nothing", and its types do not accept one.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): TrustProxy {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
