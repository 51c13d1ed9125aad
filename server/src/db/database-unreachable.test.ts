import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../../test/faults/child-server';

/**
 * deploy/README.md, "Bad input and faults": a PostgreSQL that cannot be reached at start gives one clear
 * line naming DATABASE_URL and the server refuses to start — not a stack trace about a "migration".
 * The password in the URL is never printed.
 */
const PASSWORD = 'pw-not-for-logs-7361';

async function startFails(databaseUrl: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-pg-unreachable-'));
  try {
    await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } });
  } catch (error) {
    return (error as Error).message;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  throw new Error('the server started');
}

describe('DATABASE_URL that cannot be used at start', () => {
  it('a port where no PostgreSQL listens: refuses to start, naming DATABASE_URL and where it looked, in one line', async () => {
    const port = await freePort(); // nothing listens there: a PostgreSQL that is stopped
    const output = await startFails(`postgres://dds:${PASSWORD}@127.0.0.1:${port}/dds`);
    const errorLines = output
      .split('\n')
      .slice(1)
      .filter((line) => line.trim());
    expect(errorLines).toEqual([
      `Configuration error: DATABASE_URL: cannot reach PostgreSQL at postgres://dds@127.0.0.1:${port}/dds (connect ECONNREFUSED 127.0.0.1:${port}). ` +
        'Start PostgreSQL, or correct DATABASE_URL (leave it unset for SQLite in DATA_DIR).',
    ]);
    expect(output).not.toContain(PASSWORD);
  }, 60_000);

  it("the README's Unix-socket form (no host, ?host=DIR) with no PostgreSQL there: the same one line, not a TypeError", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-no-pg-socket-'));
    try {
      const output = await startFails(`postgres://dds@/dds?host=${dir}`);
      const errorLines = output
        .split('\n')
        .slice(1)
        .filter((line) => line.trim());
      expect(errorLines).toEqual([
        `Configuration error: DATABASE_URL: cannot reach PostgreSQL at postgres://dds@${dir}:5432/dds (connect ENOENT ${dir}/.s.PGSQL.5432). ` +
          'Start PostgreSQL, or correct DATABASE_URL (leave it unset for SQLite in DATA_DIR).',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)(
    'a running PostgreSQL without that database: refuses to start, saying what PostgreSQL answered',
    async () => {
      const wrong = new URL(url!);
      wrong.pathname = '/dds_no_such_database';
      wrong.password = PASSWORD;
      const output = await startFails(wrong.href);
      expect(output).toMatch(
        /Configuration error: DATABASE_URL: cannot reach PostgreSQL at postgres:\/\/\w+@[\w.]+:\d+\/dds_no_such_database \(database "dds_no_such_database" does not exist\)/,
      );
      expect(output).not.toContain(PASSWORD);
    },
    60_000,
  );
});
