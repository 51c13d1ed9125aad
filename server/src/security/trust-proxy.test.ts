import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { validInquiry } from '../../test/support/fixtures';

const PROXY = '10.0.0.2';

/** TRUST_PROXY exactly as an operator writes it in the environment (with the PUBLIC_ORIGIN it requires). */
function trustProxyFromEnv(value: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-trust-'));
  try {
    return loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value, PUBLIC_ORIGIN: 'https://dds.example' }).trustProxy;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', `127.0.0.1,${PROXY}`],
  ['the proxy network', '10.0.0.0/8'],
])('TRUST_PROXY as %s (%s): the client cannot choose its address', (_label, value) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimitFormsPerMin: 2, trustProxy: trustProxyFromEnv(value) });
  });
  afterAll(() => t.close());

  // The proxy appends the address it saw; anything to the left of it was written by the client.
  const viaProxy = (clientWrote: string | undefined, realClient: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry(),
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': clientWrote ? `${clientWrote}, ${realClient}` : realClient },
    });

  it('counts the rate limit against the address the proxy saw, whatever the client adds', async () => {
    expect((await viaProxy('198.51.100.1', '203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.2', '203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.3', '203.0.113.7')).statusCode).toBe(429);
    expect((await viaProxy(undefined, '203.0.113.7')).statusCode).toBe(429);
  });

  it('still tells real clients behind the proxy apart', async () => {
    expect((await viaProxy(undefined, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as addresses: a client reaching the server directly cannot pose as proxied', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimitFormsPerMin: 1, trustProxy: trustProxyFromEnv(PROXY) });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const direct = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiry/inquiryform',
        payload: validInquiry(),
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forged },
      });
    expect((await direct('203.0.113.1')).statusCode).toBe(200);
    expect((await direct('203.0.113.2')).statusCode).toBe(429);
  });
});
