import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER_PATHS } from '@dds/shared/src/schemas/owner';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/src/schemas/permissions';
import { describeEachDialect } from '../../../test/support/test-app';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';

describeEachDialect('backups from the panel', (t, dialect) => {
  // The test app's PostgreSQL is a schema of a shared test database, which pg_dump cannot take on
  // its own: there the backup itself (pg_dump, restore) is db/restore-drill.test.ts's, on a scratch
  // database. The route is the same code on both.
  const itWithDump = dialect === 'postgres' ? it.skip : it;

  it('anyone signed in sees the status; only the owner backs up or downloads; nobody without a session', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    const status = await call(t(), staff.cookie, 'GET', OWNER_PATHS.backups);
    expect([status.statusCode, status.json()]).toEqual([
      200,
      { everyHours: 0, keep: 7, latest: null, lastError: null },
    ]);
    for (const [method, url] of [
      ['POST', OWNER_PATHS.backups],
      ['GET', OWNER_PATHS.latestBackup],
    ] as const) {
      const refused = await call(t(), staff.cookie, method, url);
      expect([refused.statusCode, refused.json().message]).toEqual([403, OWNER_ONLY_MESSAGES.backups]);
      expect((await t().app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await t().app.inject({ method: 'GET', url: OWNER_PATHS.backups })).statusCode).toBe(401);
    const owner = await t().login();
    const none = await call(t(), owner, 'GET', OWNER_PATHS.latestBackup);
    expect([none.statusCode, none.json().message]).toEqual([
      404,
      'There is no backup yet. Make one with "Back up now".',
    ]);
  });

  itWithDump(
    '"Back up now" makes a backup like the schedule\'s, and "Download" streams it as one .tar.gz',
    async () => {
      const owner = await t().login();
      const made = await call(t(), owner, 'POST', OWNER_PATHS.backups);
      expect(made.statusCode).toBe(200);
      const latest = made.json().latest as { name: string; at: string };
      expect(latest.name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z$/);
      expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);
      expect(fs.existsSync(path.join(t().config.backupDir, latest.name, 'manifest.json'))).toBe(true);

      const download = await call(t(), owner, 'GET', OWNER_PATHS.latestBackup);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/gzip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="dds-backup-${latest.name}.tar.gz"`);
      expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-backup-download-'));
      try {
        fs.writeFileSync(path.join(dir, 'b.tar.gz'), download.rawPayload);
        const listing = execFileSync('tar', ['-tzf', path.join(dir, 'b.tar.gz')], { encoding: 'utf8' }).split('\n');
        expect(listing).toContain(`${latest.name}/manifest.json`);
        expect(listing).toContain(`${latest.name}/${dialect === 'postgres' ? 'dds.pgdump' : 'dds.sqlite'}`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      const audit = await t()
        .database.db.selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('action', 'like', 'backup.%')
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'backup.create', detail: latest.name },
        { action: 'backup.download', detail: latest.name },
      ]);
    },
  );

  it('a failed backup is explained in plain words until one succeeds', async () => {
    const owner = await t().login();
    const dir = t().config.backupDir;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, '.last-failure'),
      JSON.stringify({
        at: new Date(Date.now() + 60_000).toISOString(),
        message: 'ENOSPC: no space left on device, write',
      }),
    );
    const status = (await call(t(), owner, 'GET', OWNER_PATHS.backups)).json();
    expect(status.lastError).toBe(
      'The last backup failed: the server’s disk is full. Ask whoever runs the server to free space or move BACKUP_DIR to a larger disk.',
    );
    fs.rmSync(path.join(dir, '.last-failure'));
  });
});
