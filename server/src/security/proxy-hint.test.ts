import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../../test/support/test-app';
import { startServer } from '../../test/faults/child-server';
import { UNTRUSTED_PROXY_HINT } from './proxy-hint';

/** The deployment mistake of deploy/README.md: behind a TLS proxy with TRUST_PROXY unset. */
async function hintsLogged(trustProxy: false | number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-proxy-hint-'));
  const { database, drop } = await createTestDatabase('sqlite', dataDir);
  let log = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const app = await buildApp(testConfig(dataDir, { logLevel: 'warn', trustProxy }), { database, logStream });
  try {
    const proxied = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/health', headers: proxied });
    await app.inject({ method: 'GET', url: '/api/health' });
    return log.split('\n').filter((line) => line.includes(UNTRUSTED_PROXY_HINT)).length;
  } finally {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a server behind a proxy without TRUST_PROXY', () => {
  it('says so once, naming TRUST_PROXY and PUBLIC_ORIGIN, at the first proxied request', async () => {
    expect(await hintsLogged(false)).toBe(1);
    expect(UNTRUSTED_PROXY_HINT).toMatch(/TRUST_PROXY=1 and PUBLIC_ORIGIN=/);
  });

  it('says nothing when the proxy is trusted', async () => {
    expect(await hintsLogged(1)).toBe(0);
  });
});

describe('a server told it is behind a proxy (TRUST_PROXY) without PUBLIC_ORIGIN', () => {
  it('refuses to start with a message naming PUBLIC_ORIGIN and an example, instead of refusing the first login', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-proxy-origin-'));
    try {
      await expect(startServer({ env: { DATA_DIR: dataDir, TRUST_PROXY: '1', PUBLIC_ORIGIN: '' } })).rejects.toThrow(
        /exited before it was ready[\s\S]*Configuration error: Missing environment variable PUBLIC_ORIGIN: required when TRUST_PROXY is set.*e\.g\. PUBLIC_ORIGIN=https:\/\/dds\.example/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts with both set, as deploy/dds.env.example has them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-proxy-origin-'));
    const server = await startServer({
      env: { DATA_DIR: dataDir, TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://dds.example' },
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
