import { admissionInputSchema, type AdmissionRecordInput } from '@dds/shared/src/schemas/admission';
import { DEFAULT_SITE_LANGUAGE } from '@dds/shared/src/schemas/language';
import { storedFields } from '@dds/shared/src/schemas/submitted-fields';
import type { Db } from '../../db/database';
import { submittedColumnValues } from '../../db/submitted-columns';
import { nowIso } from '../../lib/clock';

/** Every field of the schema but the honeypot, each in the column of its name (db/submitted-columns.ts). */
export const ADMISSION_FIELDS = storedFields(admissionInputSchema.shape);

export async function insertAdmission(
  db: Db,
  input: Omit<AdmissionRecordInput, 'website' | 'language'> & { language?: AdmissionRecordInput['language'] },
): Promise<number> {
  const row = await db
    .insertInto('admissions')
    .values({
      ...submittedColumnValues(ADMISSION_FIELDS, { language: DEFAULT_SITE_LANGUAGE, ...input }),
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
