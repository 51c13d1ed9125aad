import type { AdmissionRecordInput } from '@dds/shared/src/schemas/admission';
import { DEFAULT_SITE_LANGUAGE } from '@dds/shared/src/schemas/language';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export async function insertAdmission(
  db: Db,
  input: Omit<AdmissionRecordInput, 'website' | 'language'> & { language?: AdmissionRecordInput['language'] },
): Promise<number> {
  const row = await db
    .insertInto('admissions')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      mode: input.mode,
      language: input.language ?? DEFAULT_SITE_LANGUAGE,
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
