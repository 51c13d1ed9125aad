import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string;
  detail?: string;
  ip?: string;
}

/** Who did what, when. Written by the server for every admin action (and failed logins). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor.slice(0, 254),
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail?.slice(0, 2000) ?? null,
      ip: entry.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}

export async function listAudit(db: Db, limit = 100) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, createdAt: r.created_at }));
}
