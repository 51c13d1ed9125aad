import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database and login role of the test's own, created before its tests and dropped
 * after: extensions such as pg_trgm are per database, and the role (not a superuser) may not create
 * them — as on a managed PostgreSQL. `url()` connects as that role to that database.
 */
export function useScratchPostgres(adminUrl: string, prefix: string) {
  const tag = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const name = `${prefix}_${tag}`;
  const admin = async (statement: string, database?: string) => {
    const target = new URL(adminUrl);
    if (database) target.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`create database ${name}`);
    await admin(`create role ${name} login`);
    await admin(`create schema app authorization ${name}`, name);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`drop role if exists ${name}`);
  });
  return {
    /** Runs one statement in the scratch database as the administrator (e.g. to enable an extension). */
    asAdmin: (statement: string) => admin(statement, name),
    url() {
      const target = new URL(adminUrl);
      target.pathname = `/${name}`;
      target.username = name;
      return target.toString();
    },
  };
}
