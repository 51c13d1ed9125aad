import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { baseVersionSchema, editConflictMessage, type EditConflict } from '@dds/shared/src/schemas/versioned';
import type { Db } from '../db/database';
import { nowIso } from './clock';
import { HttpError, parseOr400 } from './http-error';

/*
 * Optimistic concurrency for every admin save (docs/decisions/012-no-silent-overwrites.md): the
 * version check and the bump are one conditional UPDATE, the first write of the save's transaction.
 */

/** The tables whose rows carry version, changed_by and changed_at; the settings' is `settings_state` (id 1). */
export type VersionedTable =
  | 'courses'
  | 'leaders'
  | 'testimonials'
  | 'gallery_photos'
  | 'videos'
  | 'inquiries'
  | 'admissions'
  | 'donations'
  | 'settings_state';

type VersionRow = { id: number; version: number; changed_by: string | null; changed_at: string | null };
const versioned = (db: Db) => db as unknown as Kysely<Record<VersionedTable, VersionRow>>;

/**
 * One save: the version its form was loaded with (`base`) and the admin making it (`by`). No base is
 * an admin panel released before versions existed: its save is applied as before (last one wins),
 * so rolling the panel back never breaks saving (docs/decisions/004-compatibility-matrix.md).
 */
export interface Save {
  base: number | undefined;
  by: string;
}

/** The `version` a save sends in its body (JSON, or a multipart form's fields). */
export function baseVersionOf(body: unknown): number | undefined {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).version : undefined;
  return raw === undefined || raw === '' || raw === null ? undefined : parseOr400(baseVersionSchema, raw);
}

/** The save of this request by its admin. */
export const saveOf = (request: FastifyRequest, body: unknown = request.body): Save => ({
  base: baseVersionOf(body),
  by: request.admin!.email,
});

/** The columns every save writes beside its own: one version up, by whom, when (bulk actions too). */
export const versionBump = (by: string) => ({
  version: sql<number>`version + 1`,
  changed_by: by,
  changed_at: nowIso(),
});

/** 409 with who saved in between and when; the body's `conflict` lets the panel offer reload or overwrite. */
export function staleSave(row: Omit<VersionRow, 'id'>): HttpError {
  const conflict: EditConflict = { version: row.version, changedBy: row.changed_by, changedAt: row.changed_at };
  return new HttpError(409, editConflictMessage(conflict), undefined, { conflict });
}

/**
 * Claims the next version of row `id`, or refuses the save. Of two saves based on the same version
 * exactly one matches `version = base`: SQLite writes one transaction at a time, and PostgreSQL makes
 * the second UPDATE wait for the first's row lock, then re-checks its WHERE against the committed row.
 * Run it as the transaction's first statement: on SQLite a transaction that has read first cannot
 * upgrade to a writer once another process wrote (SQLITE_BUSY_SNAPSHOT). Answers false when there is
 * no such row (the caller says 404).
 */
export async function claimVersion(trx: Db, table: VersionedTable, id: number, save: Save): Promise<boolean> {
  let update = versioned(trx).updateTable(table).set(versionBump(save.by)).where('id', '=', id);
  if (save.base !== undefined) update = update.where('version', '=', save.base);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const now = await versioned(trx)
    .selectFrom(table)
    .select(['version', 'changed_by', 'changed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!now) return false;
  throw staleSave(now);
}
