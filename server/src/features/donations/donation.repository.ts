import type { Selectable } from 'kysely';
import type { Donation, DonationUpdate } from '@dds/shared/src/schemas/donation';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { Db } from '../../db/database';
import type { DonationsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { containsAny, window, type Listing, type ParsedListQuery } from '../../lib/list-query';

type Row = Selectable<DonationsTable>;

/** The admin-only URL of a donation's screenshot (relative: the panel prefixes the server address). */
export const screenshotUrl = (id: number) => `${API_PATHS.donations}/${id}/screenshot`;

const toDonation = (r: Row): Donation => ({
  id: r.id,
  name: r.name,
  email: r.email,
  screenshot: screenshotUrl(r.id),
  amount: r.amount === null ? null : Number(r.amount),
  message: r.message,
  upiReference: r.upi_reference,
  verified: Number(r.verified) === 1,
  createdAt: r.created_at,
});

export async function insertDonation(
  db: Db,
  input: { name: string; email: string; screenshotKey: string; screenshotType: string; screenshotBytes?: number },
): Promise<number> {
  const row = await db
    .insertInto('donations')
    .values({
      name: input.name,
      email: input.email,
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

function filtered(db: Db, query: ParsedListQuery) {
  let qb = db.selectFrom('donations');
  if (query.q) qb = qb.where(containsAny(query.q, ['name', 'email', 'upi_reference']));
  if (query.verified) qb = qb.where('verified', '=', query.verified === 'true' ? 1 : 0);
  return qb;
}

export async function listDonations(db: Db, query: ParsedListQuery): Promise<Listing<Donation>> {
  const { limit, offset } = window(query);
  const sortColumn = query.sort === 'name' ? 'name' : 'created_at';
  const [rows, count] = await Promise.all([
    filtered(db, query).selectAll().orderBy(sortColumn, query.order).orderBy('id', query.order).limit(limit).offset(offset).execute(),
    filtered(db, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toDonation), total: Number(count.n) };
}

export async function countDonations(db: Db): Promise<number> {
  const row = await db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
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
  const row = await db.selectFrom('donations').select(['screenshot_key', 'screenshot_type']).where('id', '=', id).executeTakeFirst();
  return row && { key: row.screenshot_key, type: row.screenshot_type };
}

export async function updateDonation(db: Db, id: number, update: DonationUpdate): Promise<Donation | undefined> {
  const changes: Partial<Row> = {};
  if (update.amount !== undefined) changes.amount = update.amount;
  if (update.message !== undefined) changes.message = update.message;
  if (update.upiReference !== undefined) changes.upi_reference = update.upiReference || null;
  if (update.verified !== undefined) changes.verified = update.verified ? 1 : 0;
  if (Object.keys(changes).length) await db.updateTable('donations').set(changes).where('id', '=', id).execute();
  const row = await db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDonation(row);
}
