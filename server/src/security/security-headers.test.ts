import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { Config } from '../config';
import { startTestApp } from '../../test/support/test-app';
import { helmetOptions } from './helmet-options';

/** The headers @fastify/helmet itself sends with these options (the reference the server must match). */
async function referenceHeaders(config: Config): Promise<Record<string, string>> {
  const bare = Fastify();
  // The same options object; typed against @fastify/helmet's own copy of helmet's types.
  await bare.register(fastifyHelmet, helmetOptions(config) as unknown as FastifyHelmetOptions);
  bare.get('/', async () => 'ok');
  const res = await bare.inject({ url: '/' });
  await bare.close();
  const ignore = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !ignore.has(name))
      .map(([n, v]) => [n, String(v)]),
  );
}

describe('security headers (computed once at start)', () => {
  it.each([
    ['default settings', {}],
    ['https PUBLIC_ORIGIN (HSTS)', { publicOrigin: 'https://dds.example' }],
    [
      'remotes on other origins',
      { publicSiteUrl: 'https://cdn.example.com/public-site', adminPanelUrl: 'https://admin.example.org/panel' },
    ],
  ] as Array<[string, Partial<Config>]>)(
    'are exactly those of @fastify/helmet on every kind of response: %s',
    async (_name, overrides) => {
      const t = await startTestApp('sqlite', overrides);
      try {
        const expected = await referenceHeaders(t.config);
        expect(Object.keys(expected)).toEqual(
          expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options']),
        );
        const responses = await Promise.all([
          t.app.inject({ url: '/' }),
          t.app.inject({ url: '/api/health' }),
          t.app.inject({ url: '/api/nothing-here' }),
          t.app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: {} }),
          t.app.inject({
            method: 'POST',
            url: '/api/inquiry/inquiryform',
            headers: { 'content-type': 'application/json' },
            payload: '{',
          }),
        ]);
        for (const res of responses) {
          const sent = Object.fromEntries(
            Object.keys(expected).map((name) => [
              name,
              res.headers[name] === undefined ? undefined : String(res.headers[name]),
            ]),
          );
          expect(sent).toEqual(expected);
          expect(res.headers['x-powered-by']).toBeUndefined();
        }
      } finally {
        await t.close();
      }
    },
  );
});
