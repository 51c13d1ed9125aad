import type { Db } from '../../db/database';
import type { ActivityEntry } from '@dds/shared/src/schemas/account';
import { nowIso } from '../../lib/clock';
import { window, type Listing } from '../../lib/list-query';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string;
  detail?: string;
  ip?: string;
}

/**
 * Room for a whole before → after of a settings or course change (a course's lists and texts run
 * to a few thousand characters): a detail cut short is no longer JSON, and the Activity screen
 * could not show what changed. Still a bound, against an entry that grows without one.
 */
const DETAIL_MAX = 16_000;

/** Who did what, when. Written by the server for every admin action (and failed logins). Answers the entry's id. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor.slice(0, 254),
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail?.slice(0, DETAIL_MAX) ?? null,
      ip: entry.ip ?? null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listAudit(db: Db, limit = 100) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, createdAt: r.created_at }));
}

export interface ActivityFilter {
  page: number;
  pageSize: number;
  actor?: string;
  action?: string;
}

/** Failed logins name whatever was typed: they are activity, but not a person to filter by. */
const NOT_A_PERSON = 'login.failed';

/** One page of the audit log for the activity screen, newest first, by person and by action. */
export async function listActivity(db: Db, filter: ActivityFilter): Promise<Listing<ActivityEntry>> {
  let query = db.selectFrom('audit_log');
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  const { limit, offset } = window(filter);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, at: r.created_at, actor: r.actor, action: r.action, target: r.target, detail: r.detail, ip: r.ip })),
    total: Number(count.n),
  };
}

/** Everyone who has done something in the panel (the person filter's choices). */
export async function listActivityPeople(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('actor').distinct().where('action', '!=', NOT_A_PERSON).orderBy('actor').limit(500).execute();
  return rows.map((r) => r.actor);
}
