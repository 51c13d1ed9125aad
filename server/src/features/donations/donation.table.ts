import { z } from 'zod';
import { donationsResource } from '@dds/shared/src/resources/donations';
import { donationInputSchema, donationUpdateSchema, type Donation } from '@dds/shared/src/schemas/donation';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { Db } from '../../db/database';
import {
  defineResourceTable,
  loose,
  type LooseRow,
  type ResourceUpdate,
  type TableRow,
} from '../resources/resource-table';
import { issueReceipts } from './donation-receipt';
import { storedLanguage } from '../resources/stored-language';
import { submittedFieldValues } from '../../db/submitted-columns';
import { DONATION_FIELDS } from './donation.repository';

/** The admin-only URL of a donation's screenshot (relative: the panel prefixes the server address). */
export const screenshotUrl = (id: number) => `${API_PATHS.donations}/${id}/screenshot`;

const toDonation = (r: TableRow<'donations'>): Donation => ({
  id: r.id,
  // Every field the donor sent, from the column of its name; then those the list reads its own way.
  ...submittedFieldValues(r, DONATION_FIELDS),
  screenshot: screenshotUrl(r.id),
  amount: r.amount === null ? null : Number(r.amount),
  message: r.message,
  upiReference: r.upi_reference,
  verified: Number(r.verified) === 1,
  language: storedLanguage(r.language),
  receiptNo: r.receipt_no,
  createdAt: r.created_at,
  version: r.version,
  deletedAt: r.deleted_at,
  deletedReason: r.deleted_reason,
});

/**
 * Of these UPI references, the ones also on another donation that is not in the Trash. Live donations
 * only, on purpose: the list's badge and its "duplicates" filter are a to-do list of pairs to sort out,
 * and trashing the double report is how a clerk sorts one out; a badge that stays after that could
 * never be cleared short of purging, and would teach the office to ignore it. The record view, where
 * a donation is checked before it is verified, also names matches in the Trash (record.repository.ts).
 */
export async function sharedReferences(db: Db, references: string[]): Promise<Set<string>> {
  if (!references.length) return new Set();
  const rows = await loose(db)
    .selectFrom('donations')
    .select('upi_reference')
    .where('upi_reference', 'in', [...new Set(references)])
    .where('deleted_at', 'is', null)
    .groupBy('upi_reference')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return new Set(rows.map((r) => r.upi_reference as string));
}

const { name, email } = donationInputSchema.shape;

/** The admin's details (amount, message, UPI reference, verified) as before, and the donor's name and e-mail. */
const donationUpdate: ResourceUpdate = {
  schema: z
    .object({ ...donationUpdateSchema.shape, name: name.optional(), email: email.optional() })
    .refine(
      (v) => Object.values(v).some((x) => x !== undefined),
      'Nothing to update',
    ) as unknown as ResourceUpdate['schema'],
  changes(update) {
    const changes: LooseRow = {};
    if (update.amount !== undefined) changes.amount = update.amount;
    if (update.message !== undefined) changes.message = update.message;
    if (update.upiReference !== undefined) changes.upi_reference = update.upiReference || null;
    if (update.verified !== undefined) changes.verified = update.verified ? 1 : 0;
    if (update.name !== undefined) changes.name = update.name;
    if (update.email !== undefined) changes.email = update.email;
    return changes;
  },
};

/** The donations list over its table; each item says whether its UPI reference is on another donation. */
export const donationTable = defineResourceTable({
  definition: donationsResource,
  table: 'donations',
  auditName: 'donation',
  columns: { createdAt: 'created_at', upiReference: 'upi_reference' },
  equalityFilters: { verified: 'verified', language: 'language' },
  toItem: toDonation,
  fileKeyColumn: 'screenshot_key',
  async decorate(db, items) {
    const shared = await sharedReferences(
      db,
      items.flatMap((d) => (d.upiReference ? [d.upiReference] : [])),
    );
    return items.map((d) => ({ ...d, duplicateUpiRef: Boolean(d.upiReference && shared.has(d.upiReference)) }));
  },
  update: donationUpdate,
  afterWrite: issueReceipts,
});
