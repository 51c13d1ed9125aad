import { execFileSync, spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMON_PASSWORD_MESSAGE } from '@dds/shared/src/schemas/account';
import { SERVER_DIR, startServer } from '../../test/faults/child-server';

/**
 * A deployment may ship server/dist/ alone. The compiled server must then still find the list of
 * common passwords and apply every migration (src/db/migration-files.ts, bundled by build.mjs): it is built here into a folder far from the sources (only node_modules is
 * linked in, as an install would provide it), then its start and its admin command are run.
 */
describe('the compiled server alone (dist/ without src/): the common-password list and the migrations', () => {
  let root: string;
  let dist: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-dist-only-'));
    dist = path.join(root, 'server', 'dist');
    execFileSync(process.execPath, ['build.mjs', '--outdir', dist], { cwd: SERVER_DIR, stdio: 'pipe' });
    fs.symlinkSync(path.join(SERVER_DIR, 'node_modules'), path.join(root, 'server', 'node_modules'), 'dir');
  }, 120_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is copied into the build, and no source folder is near it', () => {
    expect(fs.readFileSync(path.join(dist, 'common-passwords.txt'), 'utf8')).toContain('\npassword123\n');
    expect(fs.existsSync(path.join(root, 'server', 'src'))).toBe(false);
  });

  const adminCreate = (password: string) =>
    spawnSync(process.execPath, [path.join(dist, 'admin-create.js'), '--email', 'owner@example.in'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: path.join(root, 'data'),
        ADMIN_PASSWORD: password,
      },
      encoding: 'utf8',
    });

  it('admin:create from the build refuses a common password and accepts a strong one', () => {
    const refused = adminCreate('Password123');
    expect(refused.stderr).toContain(COMMON_PASSWORD_MESSAGE);
    expect(refused.status).toBe(1);
    const created = adminCreate('kq7m-x2pf-9rtb-w4hz');
    expect(created.stdout).toContain('Admin owner@example.in created.');
    expect(created.status).toBe(0);
  }, 60_000);

  it('applies every migration file of the sources: the bundle lists the folder as it was at build time', () => {
    // admin:create (above) migrated data/dds.sqlite with the build alone.
    const db = new Database(path.join(root, 'data', 'dds.sqlite'), { readonly: true });
    try {
      const applied = db.prepare('select name from kysely_migration order by name').pluck().all();
      const files = fs
        .readdirSync(path.join(SERVER_DIR, 'src', 'db', 'migrations'))
        // A migration is '<date>-<what>.ts'; '2026-11-25-courses.data.ts' is one's data, not a migration.
        .filter((f) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.ts$/.test(f))
        .map((f) => f.replace(/\.ts$/, ''))
        .sort();
      expect(files.length).toBeGreaterThan(20);
      expect(applied).toEqual(files);
    } finally {
      db.close();
    }
  });

  it('the built server starts (it loads the list at start and would stop without it)', async () => {
    const server = await startServer({
      entry: path.join(dist, 'main.js'),
      env: { DATA_DIR: path.join(root, 'data-main') },
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
