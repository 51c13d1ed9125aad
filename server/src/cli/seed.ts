/** Development data: pnpm --filter @dds/server db:seed (safe to run again). */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SAMPLE_CERTIFICATES, seedDevData } from '../db/seed';
import { createDiskStorage } from '../storage/file-storage';

async function main() {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const added = await seedDevData(database, createDiskStorage(config.dataDir));
    console.log(added.length ? `Seeded: ${added.join(', ')}.` : 'Seed data already present; nothing added.');
    console.log('Sample certificate lookups (name / roll / date of birth):');
    for (const c of SAMPLE_CERTIFICATES) console.log(`  ${c.name} / ${c.roll} / ${c.dob}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
