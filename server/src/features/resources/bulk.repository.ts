import type { BulkAnswer, bulkRequestSchema } from '@dds/shared/src/schemas/bulk';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { badRequest } from '../../lib/http-error';
import { versionBump } from '../../lib/record-version';
import type { Actor } from './update.repository';
import { filteredRows } from './resource-query';
import { submissionAction } from '@dds/shared/src/schemas/audit-actions';
import {
  auditTarget,
  loose,
  submissionKind,
  type AfterWrite,
  type LooseRow,
  type ResourceTable,
} from './resource-table';

export type BulkRequest = z.output<typeof bulkRequestSchema>;

/** "Select all matching" may reach this many records in one action; more is surely a mistake. */
export const BULK_MATCHING_CAP = 10_000;
/** Rows per UPDATE … IN (…) and per multi-row audit INSERT: well inside both dialects' parameter limits. */
const CHUNK = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** Refuses an action the list does not have, before any row is touched. */
function checkAction<T>(rt: ResourceTable<T>, request: BulkRequest) {
  const { definition } = rt;
  if (request.action === 'status') {
    if (!rt.statusColumn || !definition.statuses) throw badRequest(`${definition.plural} have no status to change`);
    if (!definition.statuses.includes(request.status))
      throw badRequest(`status must be one of: ${definition.statuses.join(', ')}`);
  } else if (request.action === 'verify') {
    if (!rt.equalityFilters.verified) throw badRequest(`${definition.plural} are not verified`);
  } else if (!definition.softDelete) {
    throw badRequest(`${definition.plural} cannot be moved to the Trash`);
  }
}

/** The columns the action writes. */
function changesFor(request: BulkRequest, now: string): LooseRow {
  switch (request.action) {
    case 'status':
      return { status: request.status, status_changed_at: now };
    case 'verify':
      return { verified: request.verified ? 1 : 0 };
    case 'delete':
    case 'spam':
      return { deleted_at: now, deleted_reason: request.action === 'delete' ? 'deleted' : 'spam' };
    case 'restore':
      return { deleted_at: null, deleted_reason: null };
  }
}

/** A row's state before: its workflow status for a status change, else its Trash state. */
function previousOf<T>(request: BulkRequest, rt: ResourceTable<T>, row: LooseRow): string {
  if (request.action === 'status') return String(row[rt.statusColumn!]);
  if (request.action === 'verify') return Number(row[rt.equalityFilters.verified!]) === 1 ? 'verified' : 'unverified';
  return (row.deleted_reason as string | null) ?? 'active';
}

/** Status and verify changes are worded as the one-record PATCH is (`<name>.update`), with the value before. */
function auditOf(
  request: BulkRequest,
  previous: string,
): { action: 'update' | 'delete' | 'spam' | 'restore'; detail: unknown } {
  if (request.action === 'status')
    return { action: 'update', detail: { status: request.status, before: { status: previous }, bulk: true } };
  if (request.action === 'verify')
    return {
      action: 'update',
      detail: { verified: request.verified, before: { verified: previous === 'verified' }, bulk: true },
    };
  return {
    action: request.action,
    detail: request.action === 'restore' ? { from: previous, bulk: true } : { bulk: true },
  };
}

/**
 * One status change, verify, delete, spam or restore over records named by id or by the list's filters, in
 * one transaction with one audit entry per record changed. Records the action would not change (the
 * status already set, already in the Trash, not in it) are left alone and not reported. On PostgreSQL
 * the rows are locked in id order first, so two admins acting on overlapping records at once are
 * applied one after the other and each answer says truthfully what that action changed.
 */
export async function bulkAction<T>(
  db: Db,
  rt: ResourceTable<T>,
  request: BulkRequest,
  actor: Actor,
  opts: { lockRows: boolean; afterWrite?: AfterWrite },
): Promise<BulkAnswer> {
  checkAction(rt, request);
  return db.transaction().execute(async (trx) => {
    const chosen = request.ids
      ? loose(trx).selectFrom(rt.table).where('id', 'in', request.ids)
      : filteredRows(trx, rt, request.matching!);
    let qb = chosen;
    if (request.action === 'restore') qb = qb.where('deleted_at', 'is not', null);
    else if (rt.definition.softDelete) qb = qb.where('deleted_at', 'is', null);
    if (request.action === 'status') qb = qb.where(rt.statusColumn!, '!=', request.status);
    if (request.action === 'verify') qb = qb.where(rt.equalityFilters.verified!, '!=', request.verified ? 1 : 0);
    // "Select all N matching" acts on the set the admin saw: ids up to the list's latest then. Ids grow
    // with every submission, so what is above it arrived since; it is counted, not changed.
    const seenUpTo = request.matching ? request.seenUpTo : undefined;
    let arrivedSince = 0;
    if (seenUpTo !== undefined) {
      const above = await qb
        .where('id', '>', seenUpTo)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      arrivedSince = Number(above.n);
      qb = qb.where('id', '<=', seenUpTo);
    }
    const columns = [
      'id',
      ...(rt.statusColumn ? [rt.statusColumn] : []),
      ...(rt.equalityFilters.verified ? [rt.equalityFilters.verified] : []),
      ...(rt.definition.softDelete ? ['deleted_reason'] : []),
    ];
    let select = qb
      .select(columns)
      .orderBy('id')
      .limit(BULK_MATCHING_CAP + 1);
    if (opts.lockRows) select = select.forUpdate();
    const rows = await select.execute();
    if (rows.length > BULK_MATCHING_CAP)
      throw badRequest(
        `That matches more than ${BULK_MATCHING_CAP.toLocaleString('en-IN')} records: narrow the filters first`,
      );
    // The chosen records the action leaves alone because they are already so (Contacted, verified,
    // in the Trash, out of it): the panel says so instead of "0 marked" with an Undo of nothing.
    let alreadyQb = seenUpTo !== undefined ? chosen.where('id', '<=', seenUpTo) : chosen;
    if (request.action === 'restore') alreadyQb = alreadyQb.where('deleted_at', 'is', null);
    else if (request.action === 'delete' || request.action === 'spam')
      alreadyQb = alreadyQb.where('deleted_at', 'is not', null);
    else if (rt.definition.softDelete) alreadyQb = alreadyQb.where('deleted_at', 'is', null);
    if (request.action === 'status') alreadyQb = alreadyQb.where(rt.statusColumn!, '=', request.status);
    if (request.action === 'verify')
      alreadyQb = alreadyQb.where(rt.equalityFilters.verified!, '=', request.verified ? 1 : 0);
    const already = Number((await alreadyQb.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    const now = nowIso();
    // Every record changed gets a new version: a form open on one of them cannot silently undo this.
    const changes = { ...changesFor(request, now), ...versionBump(actor.email) };
    for (const part of chunks(rows.map((r) => r.id as number))) {
      await loose(trx).updateTable(rt.table).set(changes).where('id', 'in', part).execute();
    }
    if (opts.afterWrite && rows.length)
      await opts.afterWrite(
        trx,
        rows.map((r) => r.id as number),
      );
    const previous = rows.map((r) => ({ id: r.id as number, status: previousOf(request, rt, r) }));
    for (const part of chunks(previous)) {
      await trx
        .insertInto('audit_log')
        .values(
          part.map(({ id, status }) => {
            const { action, detail } = auditOf(request, status);
            return {
              actor: actor.email.slice(0, 254),
              action: submissionAction(submissionKind(rt), action),
              target: auditTarget(rt, id),
              detail: JSON.stringify(detail),
              ip: actor.ip,
              created_at: now,
            };
          }),
        )
        .execute();
    }
    return { affected: rows.length, already, previous, ...(seenUpTo !== undefined ? { arrivedSince } : {}) };
  });
}
