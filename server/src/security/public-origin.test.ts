import type { FastifyRequest } from 'fastify';
import { ADMIN, startTestApp, type TestApp } from '../../test/support/test-app';
import { cookieSecure } from './public-origin';

const fakeRequest = (protocol: 'http' | 'https') => ({ protocol }) as FastifyRequest;

describe('cookieSecure: the session cookie is Secure whenever the public site is https', () => {
  it.each([
    ['https://dds.example', 'http', true], // TLS ends at the proxy: the app itself sees http
    ['https://dds.example', 'https', true],
    ['http://dds.internal', 'http', false],
    [undefined, 'http', false],
    [undefined, 'https', true],
  ] as const)('PUBLIC_ORIGIN=%s, request over %s → Secure %s', (publicOrigin, protocol, secure) => {
    expect(cookieSecure({ publicOrigin }, fakeRequest(protocol))).toBe(secure);
  });
});

describe('with PUBLIC_ORIGIN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { publicOrigin: 'https://dds.example' });
  });
  afterAll(() => t.close());

  const login = (origin: string, host = 'dds.example') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin, host }, payload: ADMIN });

  it('accepts state-changing admin calls only from that origin', async () => {
    expect((await login('https://dds.example')).statusCode).toBe(200);
    // Same scheme-and-host as the request is not enough: it must be the public origin.
    expect((await login('http://dds.example')).statusCode).toBe(403);
    expect((await login('https://evil.example', 'evil.example')).statusCode).toBe(403);
  });

  it('sends HSTS when the public origin is https', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('without PUBLIC_ORIGIN (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('checks Origin against the request as before', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:80' },
      payload: ADMIN,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends no HSTS: plain http://localhost must keep working', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with an http PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { publicOrigin: 'http://dds.internal' });
  });
  afterAll(() => t.close());

  it('sends no HSTS', async () => {
    expect((await t.app.inject({ url: '/robots.txt' })).headers['strict-transport-security']).toBeUndefined();
  });
});
