import type { Certificate } from '@dds/shared/src/schemas/certificate';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { certificateTable } from './certificate.table';

/** The lookup compares names trimmed and case-insensitively (docs/contract.md §3). */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-US');

export interface StoredCertificate {
  id: number;
  name: string;
  fileKey: string;
  fileName: string;
}

export async function insertCertificate(
  db: Db,
  input: { name: string; roll: string; dob: string; fileKey: string; fileName: string },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('certificates')
    .values({
      name: input.name.trim(),
      name_key: nameKey(input.name),
      roll: input.roll.trim(),
      dob: input.dob.trim(),
      file_key: input.fileKey,
      file_name: input.fileName,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Name trimmed + case-insensitive, roll trimmed + exact, dob exact. The newest match wins. */
export async function lookupCertificate(
  db: Db,
  q: { name: string; roll: string; dob: string },
): Promise<StoredCertificate | undefined> {
  const row = await db
    .selectFrom('certificates')
    .select(['id', 'name', 'file_key', 'file_name'])
    .where('name_key', '=', nameKey(q.name))
    .where('roll', '=', q.roll.trim())
    .where('dob', '=', q.dob)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, fileKey: row.file_key, fileName: row.file_name };
}

export async function findCertificateFile(db: Db, id: number): Promise<StoredCertificate | undefined> {
  const row = await db
    .selectFrom('certificates')
    .select(['id', 'name', 'file_key', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, fileKey: row.file_key, fileName: row.file_name };
}

/** Points the row at a new file; returns the old key (to delete after commit) and the new row. */
export async function replaceCertificateFile(
  db: Db,
  id: number,
  file: { fileKey: string; fileName: string },
): Promise<{ oldKey: string; certificate: Certificate } | undefined> {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('certificates').select('file_key').where('id', '=', id).executeTakeFirst();
    if (!old) return undefined;
    await trx
      .updateTable('certificates')
      .set({ file_key: file.fileKey, file_name: file.fileName, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const row = await trx.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { oldKey: old.file_key, certificate: certificateTable.toItem(row) };
  });
}

export async function deleteCertificate(db: Db, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('certificates').where('id', '=', id).returning('file_key').executeTakeFirst();
  return row?.file_key;
}
