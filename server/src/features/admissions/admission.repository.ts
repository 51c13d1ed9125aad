import type { AdmissionInput } from '@dds/shared/src/schemas/admission';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export async function insertAdmission(db: Db, input: Omit<AdmissionInput, 'website'>): Promise<number> {
  const row = await db
    .insertInto('admissions')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      mode: input.mode,
      status: 'pending',
      notes: '',
      status_changed_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Listing, reading, updating and bulk actions: the generic resource code (admission.table.ts).
