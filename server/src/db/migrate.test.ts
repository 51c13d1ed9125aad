import crypto from 'node:crypto';
import pg from 'pg';
import { createPostgresDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * Tests isolate each run in a PostgreSQL schema of its own. Kysely's migrator, unless told the
 * schema, takes a migration lock table in ANY schema for its own: a second schema then skipped
 * creating it and failed with 'relation "kysely_migration_lock" does not exist' (seen as flaky
 * PostgreSQL suites whenever another worker had migrated first).
 */
const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;
if (!url) console.log('PostgreSQL migration test skipped: TEST_DATABASE_URL is not set');

describePg('migrations in one schema per test run (PostgreSQL)', () => {
  const schemas = [1, 2].map((n) => `dds_migrate_${n}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`);
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    for (const schema of schemas) await admin(`create schema ${schema}`);
  });
  afterAll(async () => {
    for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
  });

  it('a second schema migrates although another already holds the migration tables', async () => {
    for (const schema of schemas) {
      const database = createPostgresDatabase(url!, schema);
      try {
        await migrateToLatest(database.db, { schema });
        const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.filter((t) => t.schema === schema).map((t) => t.name)).toEqual(expect.arrayContaining(['inquiries', 'kysely_migration_lock']));
      } finally {
        await database.close();
      }
    }
  });
});
