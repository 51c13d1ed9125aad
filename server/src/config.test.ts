import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

describe('config', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dds-config-'));

  it('applies the documented defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicSiteUrl: '/remotes/public-site',
      adminPanelUrl: '/remotes/admin-panel',
      rateLimitFormsPerMin: 10,
      rateLimitLoginPer15Min: 10,
      trustProxy: false,
      scryptLog2N: 17,
    });
    expect(config.shellDist).toMatch(/shell[/\\]dist$/);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ ADMIN_PASSWORD: 'long enough password' }, /ADMIN_EMAIL/],
    [{ SESSION_SECRET: 'tiny' }, /SESSION_SECRET/],
    [{ RATE_LIMIT_FORMS_PER_MIN: '0' }, /RATE_LIMIT_FORMS_PER_MIN/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
  ])('fails fast naming the bad variable: %j', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(pattern);
  });
});
