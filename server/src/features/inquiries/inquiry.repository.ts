import type { InquiryKind, InquiryRecordInput } from '@dds/shared/src/schemas/inquiry';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

/** A student's inquiry unless `kind` says otherwise. */
export async function insertInquiry(db: Db, input: Omit<InquiryRecordInput, 'website' | 'kind'> & { kind?: InquiryKind }): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      kind: input.kind ?? 'student',
      message: input.message,
      status: 'new',
      notes: '',
      status_changed_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Listing, reading, updating and bulk actions: the generic resource code (inquiry.table.ts).
