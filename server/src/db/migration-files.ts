import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';

/**
 * A migration's file: its date, then what it does ('2026-12-08-submission-language.ts'); the name is
 * Kysely's. A file with a second dot ('2026-11-25-courses.data.ts') is a migration's data, not one.
 */
const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-[a-z0-9-]+)\.ts$/;

/**
 * Every migration of ./migrations, by name: adding a migration is adding its file (docs/how-to-add.md).
 * Under tsx and jest the folder is read here; the server's bundle has no folder to read, so
 * server/build.mjs replaces this module with one that imports each file of the folder as it was
 * at build time (docs/decisions/002-shared-stateful-contract.md, "Field lists").
 */
export function migrationFiles(): Record<string, Migration> {
  const dir = path.join(__dirname, 'migrations');
  const migrations: Record<string, Migration> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    const name = MIGRATION_FILE.exec(file)?.[1];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a folder's files, named at run time
    if (name) migrations[name] = require(path.join(dir, file)) as Migration;
  }
  return migrations;
}
