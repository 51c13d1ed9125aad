import { donationInputSchema, type DonationInput } from '@dds/shared/src/schemas/donation';
import { DEFAULT_SITE_LANGUAGE } from '@dds/shared/src/schemas/language';
import { storedFields } from '@dds/shared/src/schemas/submitted-fields';
import type { Db } from '../../db/database';
import { submittedColumnValues } from '../../db/submitted-columns';
import { nowIso } from '../../lib/clock';

/** The form's fields but the honeypot, each in the column of its name (db/submitted-columns.ts); the screenshot is the file. */
export const DONATION_FIELDS = storedFields(donationInputSchema.shape);

export async function insertDonation(
  db: Db,
  input: Omit<DonationInput, 'website'> & { screenshotKey: string; screenshotType: string; screenshotBytes?: number },
): Promise<number> {
  const row = await db
    .insertInto('donations')
    .values({
      ...submittedColumnValues(DONATION_FIELDS, { language: DEFAULT_SITE_LANGUAGE, ...input }),
      screenshot_key: input.screenshotKey,
      screenshot_type: input.screenshotType,
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
