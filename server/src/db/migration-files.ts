import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';
import { migrationsByName } from './migration-name';

/**
 * Every migration of ./migrations, by name (which files are migrations: migration-name.ts): adding a
 * migration is adding its file (docs/how-to-add.md).
 * Under tsx and jest the folder is read here; the server's bundle has no folder to read, so
 * server/build.mjs replaces this module with one that imports each file of the folder as it was
 * at build time (docs/decisions/002-shared-stateful-contract.md, "Field lists").
 */
export function migrationFiles(): Record<string, Migration> {
  const dir = path.join(__dirname, 'migrations');
  return migrationsByName(
    fs.readdirSync(dir).map((file) => [
      file,
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a folder's files, named at run time
      () => require(path.join(dir, file)) as Migration,
    ]),
  );
}
