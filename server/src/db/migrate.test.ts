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
        expect(tables.filter((t) => t.schema === schema).map((t) => t.name)).toEqual(
          expect.arrayContaining(['inquiries', 'kysely_migration_lock']),
        );
      } finally {
        await database.close();
      }
    }
  });
});

describePg('migrations while other clients drop their schemas (PostgreSQL)', () => {
  // Kysely's migrator lists the tables of every schema the role can see; a schema another client
  // drops between that listing's catalog read and its privilege check made the listing fail with
  // 'schema "…" does not exist' (a CI run: two test files, one dropping its schema as the other
  // started). Many short-lived schemas dropped in a loop make that moment likely.
  const run = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const target = `dds_migrate_race_${run}`;
  const client = () => new pg.Client({ connectionString: url });

  afterAll(async () => {
    const c = client();
    await c.connect();
    await c.query(`drop schema if exists ${target} cascade`);
    await c.end();
  });

  it('a migration is not failed by a schema another client drops meanwhile', async () => {
    const churn = client();
    await churn.connect();
    let stop = false;
    const churning = (async () => {
      // Schemas with a table each, so the listing has rows of them to check.
      for (let i = 0; !stop; i += 1) {
        const name = `dds_churn_${run}_${i}`;
        await churn.query(`create schema ${name}; create table ${name}.t (id int)`);
        await churn.query(`drop schema ${name} cascade`);
      }
    })();
    const setup = client();
    await setup.connect();
    await setup.query(`create schema ${target}`);
    await setup.end();
    const database = createPostgresDatabase(url!, target);
    try {
      // Several runs: each lists the tables again (an up-to-date database still checks them).
      for (let i = 0; i < 15; i += 1) await migrateToLatest(database.db, { schema: target });
    } finally {
      stop = true;
      await churning;
      await churn.end();
      await database.close();
    }
  }, 60_000);
});
