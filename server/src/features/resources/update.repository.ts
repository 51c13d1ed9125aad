import type { Db } from '../../db/database';
import { claimVersion, type Save, type VersionedTable } from '../../lib/record-version';
import { writeAudit } from '../audit/audit.repository';
import { submissionAction } from '@dds/shared/src/schemas/audit-actions';
import { auditTarget, loose, submissionKind, type AfterWrite, type ResourceTable } from './resource-table';

export interface Actor {
  email: string;
  ip: string;
}

/**
 * PATCH of one record and its audit entry, in one transaction. The audit detail is each field that
 * changed as sent (what the activity screen words) plus `before`: its value before. Nothing changed,
 * no entry.
 * A PATCH sending the version its screen was loaded with is refused (409) if the record has moved on.
 * Answers undefined when there is no such record.
 */
export async function updateRecord<T>(
  db: Db,
  rt: ResourceTable<T>,
  id: number,
  update: Record<string, unknown>,
  actor: Actor,
  save: Save,
  afterWrite?: AfterWrite,
): Promise<T | undefined> {
  const apply = rt.update!;
  const item = await db.transaction().execute(async (trx) => {
    // Only lists with a PATCH get here (certificates have none), and each of their tables is versioned.
    if (!(await claimVersion(trx, rt.table as VersionedTable, id, save))) return undefined;
    const current = await loose(trx).selectFrom(rt.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const changes = apply.changes(update, current);
    if (Object.keys(changes).length) await loose(trx).updateTable(rt.table).set(changes).where('id', '=', id).execute();
    if (afterWrite && Object.keys(changes).length) await afterWrite(trx, [id]);
    const row = await loose(trx).selectFrom(rt.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [was, now] = [rt.toItem(current) as Record<string, unknown>, rt.toItem(row) as Record<string, unknown>];
    const changed = Object.keys(update).filter((k) => update[k] !== undefined && was[k] !== now[k]);
    // A save whose fields equal the stored ones changed nothing: no history line (it would read
    // "Changed amount to ₹1,100" for an amount that was ₹1,100). Its version still moved (decision
    // 012: a save is a save), as a course's does. docs/decisions/019-activity-you-can-read.md
    if (!changed.length) return now as T;
    // Only the fields that changed, each with its value before: a note sent unchanged beside a new
    // status is not "edited its notes".
    const detail = {
      ...Object.fromEntries(changed.map((k) => [k, update[k]])),
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
    };
    await writeAudit(trx, {
      actor: actor.email,
      action: submissionAction(submissionKind(rt), 'update'),
      target: auditTarget(rt, id),
      detail: JSON.stringify(detail),
      ip: actor.ip,
    });
    return now as T;
  });
  return item && (rt.decorate ? (await rt.decorate(db, [item]))[0] : item);
}
