import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2025-01-15-initial';
import * as screenshotBytes from './migrations/2026-11-22-screenshot-bytes';
import * as siteContent from './migrations/2026-11-22-site-content';
import * as adminAccounts from './migrations/2026-11-23-admin-accounts';
import * as galleryPeople from './migrations/2026-11-24-gallery-people';
import * as inquiryKind from './migrations/2026-11-24-inquiry-kind';
import * as courses from './migrations/2026-11-25-courses';
import * as notificationOutbox from './migrations/2026-11-26-notification-outbox';
import * as releaseLoadFailures from './migrations/2026-11-29-release-load-failures';
import * as softDelete from './migrations/2026-11-27-soft-delete';
import * as searchIndex from './migrations/2026-11-28-search-index';
import * as recordVersions from './migrations/2026-11-30-record-versions';
import * as searchWordsAndDigits from './migrations/2026-12-02-search-words-and-digits';
import * as contentBlocks from './migrations/2026-12-03-content-blocks';
import * as passwordResets from './migrations/2026-12-03-password-resets';
import * as listVersions from './migrations/2026-12-04-list-versions';
import * as siteIcons from './migrations/2026-12-04-site-icons';
import * as phonesOneForm from './migrations/2026-12-05-phones-one-form';
import * as inquiryCoursePage from './migrations/2026-12-06-inquiry-course-page';
import * as followUps from './migrations/2026-12-07-follow-ups';
import * as visitorMail from './migrations/2026-12-07-visitor-mail';
import * as submissionLanguage from './migrations/2026-12-08-submission-language';
import * as hindiContentFields from './migrations/2026-12-09-hindi-content-fields';
import { ensureSearchIndexes } from './search-indexes';

/**
 * Migrations are listed here (not read from a folder) so they work the same under tsx, jest and
 * any bundler. Names are dated; Kysely applies them in name order and records them.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2025-01-15-initial': initial,
  '2026-11-22-screenshot-bytes': screenshotBytes,
  '2026-11-22-site-content': siteContent,
  '2026-11-23-admin-accounts': adminAccounts,
  '2026-11-24-gallery-people': galleryPeople,
  '2026-11-24-inquiry-kind': inquiryKind,
  '2026-11-25-courses': courses,
  '2026-11-26-notification-outbox': notificationOutbox,
  '2026-11-27-soft-delete': softDelete,
  '2026-11-28-search-index': searchIndex,
  '2026-11-29-release-load-failures': releaseLoadFailures,
  '2026-11-30-record-versions': recordVersions,
  '2026-12-02-search-words-and-digits': searchWordsAndDigits,
  '2026-12-03-content-blocks': contentBlocks,
  '2026-12-03-password-resets': passwordResets,
  '2026-12-04-list-versions': listVersions,
  '2026-12-04-site-icons': siteIcons,
  '2026-12-05-phones-one-form': phonesOneForm,
  '2026-12-06-inquiry-course-page': inquiryCoursePage,
  '2026-12-07-follow-ups': followUps,
  '2026-12-07-visitor-mail': visitorMail,
  '2026-12-08-submission-language': submissionLanguage,
  '2026-12-09-hindi-content-fields': hindiContentFields,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

const LISTING_ATTEMPTS = 10;

/** PostgreSQL's "schema … does not exist" about a schema that is not ours (another client's, just dropped). */
function isVanishedSchema(error: unknown, ours: string | undefined): boolean {
  const vanished = /^schema "(.+)" does not exist$/.exec(error instanceof Error ? error.message : '')?.[1];
  return vanished !== undefined && vanished !== ours;
}

/**
 * Brings the database up to date: the migrations, then the search indexes (./search-indexes).
 * `schema`: the PostgreSQL schema the database works in when it is not the default one (tests).
 * Kysely must be told: otherwise a migration table in any other schema passes for its own.
 */
export async function migrateToLatest(db: Db, opts: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  let { error, results } = await migrator.migrateToLatest();
  // Before it migrates, Kysely's migrator lists the tables of every schema the role may use
  // (PostgreSQL: a privilege check per schema, by name); a schema another client drops at that
  // moment fails the listing with 'schema "…" does not exist' although nothing of ours is wrong.
  // Nothing has run then (no results), so the same call is made again.
  for (let attempt = 1; attempt < LISTING_ATTEMPTS && !results && isVanishedSchema(error, opts.schema); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  // PostgreSQL's search indexes: outside the migrations' transactions (CONCURRENTLY on a live
  // table), and again at every start (pg_trgm may have been enabled since).
  await ensureSearchIndexes(db);
}
