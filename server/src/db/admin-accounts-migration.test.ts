import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { createSqliteDatabase } from './database';
import * as initial from './migrations/2025-01-15-initial';
import * as screenshotBytes from './migrations/2026-11-22-screenshot-bytes';
import * as adminAccounts from './migrations/2026-11-23-admin-accounts';

const migrator = (db: ReturnType<typeof createSqliteDatabase>['db'], migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

describe('migration 2026-11-23-admin-accounts', () => {
  it('makes every admin from before an owner, and keeps their sessions working', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-migrate-'));
    const database = createSqliteDatabase(path.join(dir, 'dds.sqlite'));
    try {
      const before = { '2025-01-15-initial': initial, '2026-11-22-screenshot-bytes': screenshotBytes };
      expect((await migrator(database.db, before).migrateToLatest()).error).toBeUndefined();
      const now = new Date().toISOString();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = database.db as any;
      await raw
        .insertInto('admin_users')
        .values({ email: 'first@dds.test', password_hash: 'x', created_at: now, updated_at: now })
        .execute();
      await raw
        .insertInto('sessions')
        .values({ id_hash: 'h', admin_id: 1, created_at: now, last_seen_at: now, expires_at: now })
        .execute();

      const after = await migrator(database.db, {
        ...before,
        '2026-11-23-admin-accounts': adminAccounts,
      }).migrateToLatest();
      expect(after.error).toBeUndefined();
      expect(await database.db.selectFrom('admin_users').select(['email', 'role']).execute()).toEqual([
        { email: 'first@dds.test', role: 'owner' },
      ]);
      expect(await database.db.selectFrom('sessions').select(['id_hash', 'ip', 'user_agent']).execute()).toEqual([
        { id_hash: 'h', ip: null, user_agent: null },
      ]);
      expect(
        (await migrator(database.db, { ...before, '2026-11-23-admin-accounts': adminAccounts }).migrateDown()).error,
      ).toBeUndefined();
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
