import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2025-01-15-initial';

/**
 * Migrations are listed here (not read from a folder) so they work the same under tsx, jest and
 * any bundler. Names are dated; Kysely applies them in name order and records them.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2025-01-15-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
