import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { ActivityEntry } from '@dds/shared/src/schemas/account';
import { LIST_OF_SUBMISSION, perSubmission } from '@dds/shared/src/resources/admin-lists';
import type { AuditAction, RecordKind } from '@dds/shared/src/schemas/audit-actions';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { window, type Listing } from '../../lib/list-query';

export interface AuditEntry {
  actor: string;
  /** One of the catalogue's codes (docs/decisions/019-activity-you-can-read.md): the Activity filter lists exactly these. */
  action: AuditAction;
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
  const names = await recordNames(
    db,
    rows.map((r) => r.target),
  );
  return {
    items: rows.map((r) => {
      const key = namedTarget(r.target);
      const record = key ? { record: names.has(key) ? { name: names.get(key)! } : null } : {};
      return {
        id: r.id,
        at: r.created_at,
        actor: r.actor,
        action: r.action,
        target: r.target,
        detail: r.detail,
        ip: r.ip,
        ...record,
      };
    }),
    total: Number(count.n),
  };
}

/** A table and the column a person recognises its row by; the column must be one of the table's. */
const named = <T extends keyof DB>(table: T, column: keyof DB[T] & string) => ({ table, column });

/**
 * The tables whose rows the log names, and the column a person recognises a row by, for every kind a
 * target names (`RecordKind`: a new one does not compile until it is here). A submission's table is
 * its list's, named by the visitor's name (`name`, which every submission table must have).
 */
const NAMED_RECORDS: Record<RecordKind, { table: keyof DB; column: string }> = {
  ...perSubmission((kind) => named(LIST_OF_SUBMISSION[kind], 'name')),
  certificate: named('certificates', 'name'),
  course: named('courses', 'name'),
  photo: named('gallery_photos', 'caption'),
  video: named('videos', 'title'),
  leader: named('leaders', 'name'),
  testimonial: named('testimonials', 'name'),
  admin_user: named('admin_users', 'email'),
};

/** "inquiry:35" → "inquiry:35" when it names a row of a named table; anything else (settings, "courses:landing") → undefined. */
function namedTarget(target: string | null): string | undefined {
  const match = target ? /^([a-z_]+):(\d+)$/.exec(target) : null;
  return match && match[1]! in NAMED_RECORDS ? target! : undefined;
}

/**
 * The names of the records a page of the log is about, keyed by target, in one query (a UNION ALL
 * of one SELECT per kind on the page), not one per entry. A target with no row left is absent.
 * Read now, not stored in the entry (as Django's `object_repr` is): a corrected name reads right,
 * and the log keeps no copy of a visitor's name after the record is purged.
 */
export async function recordNames(db: Db, targets: Array<string | null>): Promise<Map<string, string>> {
  const wanted = new Map<RecordKind, Set<number>>();
  for (const target of targets) {
    const key = namedTarget(target);
    if (!key) continue;
    const [kind, id] = key.split(':') as [RecordKind, string];
    wanted.set(kind, (wanted.get(kind) ?? new Set()).add(Number(id)));
  }
  // Tables and columns come from NAMED_RECORDS, not from the log: the loose handle only spares a
  // union type Kysely cannot spell across ten tables.
  const any = db as unknown as Kysely<Record<string, { id: number } & Record<string, string>>>;
  const selects = [...wanted].map(([kind, ids]) => {
    const { table, column } = NAMED_RECORDS[kind];
    return any
      .selectFrom(table)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), 'id', sql<string>`${sql.ref(column)}`.as('name')])
      .where('id', 'in', [...ids]);
  });
  if (!selects.length) return new Map();
  const [first, ...rest] = selects;
  const rows = await rest.reduce((query, next) => query.unionAll(next), first!).execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.name]));
}

/** Everyone who has done something in the panel (the person filter's choices). */
export async function listActivityPeople(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('actor')
    .distinct()
    .where('action', '!=', NOT_A_PERSON)
    .orderBy('actor')
    .limit(500)
    .execute();
  return rows.map((r) => r.actor);
}
