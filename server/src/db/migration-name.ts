import type { Migration } from 'kysely';

/**
 * A migration's file: its date, then what it does ('2026-12-08-submission-language.ts'); the name is
 * Kysely's. A file with a second dot ('2026-11-25-courses.data.ts') is a migration's data, not one.
 */
const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-[a-z0-9-]+)\.ts$/;

/**
 * The migrations among a folder's files, by name, in name order: the one rule for which file is a
 * migration, read by migration-files.ts under tsx and jest and by the module server/build.mjs puts
 * in its place in the bundle. `load` runs only for a migration's file.
 */
export function migrationsByName(files: ReadonlyArray<readonly [file: string, load: () => Migration]>) {
  const migrations: Record<string, Migration> = {};
  for (const [file, load] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const name = MIGRATION_FILE.exec(file)?.[1];
    if (name) migrations[name] = load();
  }
  return migrations;
}
