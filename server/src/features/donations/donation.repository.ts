import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@dds/shared/src/schemas/language';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export async function insertDonation(
  db: Db,
  input: {
    name: string;
    email: string;
    screenshotKey: string;
    screenshotType: string;
    screenshotBytes?: number;
    language?: SiteLanguage;
  },
): Promise<number> {
  const row = await db
    .insertInto('donations')
    .values({
      name: input.name,
      email: input.email,
      screenshot_key: input.screenshotKey,
      screenshot_type: input.screenshotType,
      language: input.language ?? DEFAULT_SITE_LANGUAGE,
      screenshot_bytes: input.screenshotBytes ?? null, // unknown (seed data): reconcile measures it
      amount: null,
      message: null,
      upi_reference: null,
      verified: 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Disk held by screenshots of donations the admin has not verified yet (the upload quota). */
export async function unverifiedScreenshotBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | null>('screenshot_bytes'), eb.lit(0)).as('n'))
    .where('verified', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findScreenshot(db: Db, id: number): Promise<{ key: string; type: string } | undefined> {
  const row = await db
    .selectFrom('donations')
    .select(['screenshot_key', 'screenshot_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { key: row.screenshot_key, type: row.screenshot_type };
}

// Listing, reading, updating and bulk actions: the generic resource code (donation.table.ts).
