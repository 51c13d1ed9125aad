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
      publicOrigin: undefined,
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      requestTimeoutMs: 300_000,
      maxConnections: 512,
      sqliteSynchronous: 'FULL',
      scryptLog2N: 14,
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
    [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY/],
    [{ PUBLIC_ORIGIN: 'dds.example' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'ftp://dds.example' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://dds.example/school' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://dds.example/?x=1' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://dds.example#top' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://office:secret@dds.example' }, /PUBLIC_ORIGIN/],
    [{ HEADERS_TIMEOUT_SECONDS: '0' }, /HEADERS_TIMEOUT_SECONDS/],
    [{ BODY_TIMEOUT_SECONDS: 'soon' }, /BODY_TIMEOUT_SECONDS/],
    [{ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' }, /REQUEST_TIMEOUT_SECONDS/],
    [{ MAX_CONNECTIONS: '-1' }, /MAX_CONNECTIONS/],
    [{ SQLITE_SYNCHRONOUS: 'OFF' }, /SQLITE_SYNCHRONOUS/],
  ])('fails fast naming the bad variable: %j', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(pattern);
  });

  // "true" would trust every X-Forwarded-For entry, so any client could choose its own address.
  it.each(['true', 'yes', 'on'])('refuses TRUST_PROXY=%s and says what to give instead', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*hop count.*address/i);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 127.0.0.1, 10.0.0.0/8 ,::1 ', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('TRUST_PROXY=%j trusts exactly %j', (value, expected) => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value, PUBLIC_ORIGIN: 'https://dds.example' }).trustProxy,
    ).toEqual(expected);
  });

  // deploy/README.md: behind a proxy the request's own address is the proxy's view, so the first admin
  // login would be refused as cross-site. Refuse at start instead, naming the variable.
  it.each(['1', '127.0.0.1', 'loopback'])(
    'refuses TRUST_PROXY=%s without PUBLIC_ORIGIN, naming it with an example',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        /PUBLIC_ORIGIN: required when TRUST_PROXY is set.*e\.g\. PUBLIC_ORIGIN=https:\/\/dds\.example/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value, PUBLIC_ORIGIN: ' ' })).toThrow(
        /PUBLIC_ORIGIN/,
      );
    },
  );

  it('derives the origin from each request when no proxy is trusted (local use)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '0' }).publicOrigin).toBeUndefined();
  });

  it('keeps PUBLIC_ORIGIN as a bare origin', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_ORIGIN: 'https://DDS.example/' }).publicOrigin).toBe(
      'https://dds.example',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe(
      'http://localhost:8080',
    );
  });

  describe('ADMIN_ORIGIN: the admin panel on its own host (docs/decisions/003-admin-on-its-own-host.md)', () => {
    const site = { PUBLIC_ORIGIN: 'https://dds.example', TRUST_PROXY: '1' };

    it('is off by default and kept as a bare origin when set', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...site }).adminOrigin).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir(), ...site, ADMIN_ORIGIN: 'https://Admin.DDS.example/' }).adminOrigin).toBe(
        'https://admin.dds.example',
      );
    });

    it.each([
      [
        { ADMIN_ORIGIN: 'admin.dds.example' },
        /^Invalid environment variable ADMIN_ORIGIN: expected .*e\.g\. https:\/\/admin\.dds\.example/,
      ],
      [{ ADMIN_ORIGIN: 'https://dds.example/admin' }, /^Invalid environment variable ADMIN_ORIGIN: expected/],
      [
        { ADMIN_ORIGIN: 'https://dds.example:8443' },
        /ADMIN_ORIGIN: must be another host name than PUBLIC_ORIGIN's \(dds\.example\)/,
      ],
      [{ ADMIN_ORIGIN: 'http://admin.dds.example' }, /ADMIN_ORIGIN: must use https like PUBLIC_ORIGIN/],
    ])('fails fast on %j, saying what is expected', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...site, ...env })).toThrow(message);
    });

    it('needs PUBLIC_ORIGIN: public pages, the sitemap and e-mail links keep using it', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_ORIGIN: 'https://admin.dds.example' })).toThrow(
        /^Missing environment variable PUBLIC_ORIGIN: required when ADMIN_ORIGIN is set/,
      );
    });
  });

  it('reads API_BASE_URL (default: the page origin) and refuses what is not an http(s) address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).apiBaseUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), API_BASE_URL: 'https://api.dds.example/' }).apiBaseUrl).toBe(
      'https://api.dds.example',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_BASE_URL: '/api' })).toThrow(
      /^Invalid environment variable API_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_BASE_URL: 'https://api.dds.example/?v=1' })).toThrow(
      /API_BASE_URL/,
    );
  });

  it('reads the slow-client limits in seconds', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HEADERS_TIMEOUT_SECONDS: '5',
      BODY_TIMEOUT_SECONDS: '20',
      REQUEST_TIMEOUT_SECONDS: '600',
      MAX_CONNECTIONS: '100',
    });
    expect(config).toMatchObject({
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 20_000,
      requestTimeoutMs: 600_000,
      maxConnections: 100,
    });
  });

  it('reads the backup schedule: daily by default (0 = off), 7 kept in DATA_DIR/backups', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      backupEveryHours: 24,
      backupKeep: 7,
      backupDir: path.join(dir, 'backups'),
    });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '0' })).toMatchObject({ backupEveryHours: 0 });
    expect(
      loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '14', BACKUP_DIR: '/srv/dds-backups' }),
    ).toMatchObject({
      backupEveryHours: 24,
      backupKeep: 14,
      backupDir: '/srv/dds-backups',
    });
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_EVERY_HOURS: '-1' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('keeps records in the Trash 30 days unless TRASH_KEEP_DAYS says otherwise (0: until emptied by hand)', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trashKeepDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dir, TRASH_KEEP_DAYS: '0' }).trashKeepDays).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, TRASH_KEEP_DAYS: 'a month' })).toThrow(/TRASH_KEEP_DAYS/);
  });
});
