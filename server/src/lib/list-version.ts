import { LIST_CHANGED_MESSAGE, type OrderListName } from '@dds/shared/src/schemas/list-order';
import type { Db } from '../db/database';
import { nowIso } from './clock';
import { HttpError } from './http-error';
import { staleSave } from './record-version';

/*
 * The version of a list's order (docs/decisions/023-drag-to-order-and-many-photos.md): the same rule
 * as a record's version (decision 012), kept in one row per list of `list_versions`.
 */

/**
 * Claims the next version of a list's order, or refuses with 409 and who reordered it last. The
 * conditional UPDATE is the first statement of the reorder's transaction, for the reasons
 * `claimVersion` gives (SQLite's single writer, PostgreSQL's row lock and re-check).
 */
export async function claimListVersion(trx: Db, name: OrderListName, base: number, by: string): Promise<void> {
  const result = await trx
    .updateTable('list_versions')
    .set((eb) => ({ version: eb('version', '+', 1), changed_by: by, changed_at: nowIso() }))
    .where('name', '=', name)
    .where('version', '=', base)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const now = await trx
    .selectFrom('list_versions')
    .select(['version', 'changed_by', 'changed_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!now) throw new Error(`list_versions has no row "${name}"`);
  throw staleSave(now);
}

/**
 * Moves a list's version without a check: the one-step moves of a panel released before whole-list
 * ordering, so a newer panel's reorder based on the order before them is refused, not mixed in.
 */
export async function bumpListVersion(trx: Db, name: OrderListName, by: string): Promise<void> {
  await trx
    .updateTable('list_versions')
    .set((eb) => ({ version: eb('version', '+', 1), changed_by: by, changed_at: nowIso() }))
    .where('name', '=', name)
    .execute();
}

/** The versions of these lists now. Read before the items: a reorder in between then costs a 409, never an overwrite. */
export async function readListVersions(
  db: Db,
  names: readonly OrderListName[],
): Promise<Partial<Record<OrderListName, number>>> {
  const rows = await db
    .selectFrom('list_versions')
    .select(['name', 'version'])
    .where('name', 'in', [...names])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.version)]));
}

/** 409 unless `ids` are exactly the list's members now (an item added or deleted in another tab). */
export function assertSameMembers(ids: readonly number[], members: readonly number[]): void {
  const now = new Set(members);
  if (ids.length !== members.length || !ids.every((id) => now.has(id))) throw new HttpError(409, LIST_CHANGED_MESSAGE);
}
