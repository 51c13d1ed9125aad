import type { Db } from '../../db/database';
import { claimVersion, type Save, type VersionedTable } from '../../lib/record-version';
import { writeAudit } from '../audit/audit.repository';
import { auditTarget, loose, type ResourceTable } from './resource-table';

export interface Actor {
  email: string;
  ip: string;
}

/**
 * PATCH of one record and its audit entry, in one transaction. The audit detail is the change as
 * sent (what the activity screen words) plus `before`: each field's value before, where it changed.
 * A PATCH sending the version its screen was loaded with is refused (409) if the record has moved on.
 * Answers undefined when there is no such record.
 */
export async function updateRecord<T>(db: Db, rt: ResourceTable<T>, id: number, update: Record<string, unknown>, actor: Actor, save: Save): Promise<T | undefined> {
  const apply = rt.update!;
  const item = await db.transaction().execute(async (trx) => {
    // Only lists with a PATCH get here (certificates have none), and each of their tables is versioned.
    if (!(await claimVersion(trx, rt.table as VersionedTable, id, save))) return undefined;
    const current = await loose(trx).selectFrom(rt.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const changes = apply.changes(update, current);
    if (Object.keys(changes).length) await loose(trx).updateTable(rt.table).set(changes).where('id', '=', id).execute();
    const row = await loose(trx).selectFrom(rt.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [was, now] = [rt.toItem(current) as Record<string, unknown>, rt.toItem(row) as Record<string, unknown>];
    const before = Object.fromEntries(Object.keys(update).filter((k) => update[k] !== undefined && was[k] !== now[k]).map((k) => [k, was[k]]));
    const detail = Object.keys(before).length ? { ...update, before } : update;
    await writeAudit(trx, { actor: actor.email, action: `${rt.auditName}.update`, target: auditTarget(rt, id), detail: JSON.stringify(detail), ip: actor.ip });
    return now as T;
  });
  return item && (rt.decorate ? (await rt.decorate(db, [item]))[0] : item);
}
