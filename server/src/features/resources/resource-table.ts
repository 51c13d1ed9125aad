import type { Kysely, Selectable } from 'kysely';
import type { ZodType } from 'zod';
import type { ResourceDefinition, ResourceName } from '@dds/shared/src/resources/resource-definition';
import { SUBMISSION_KINDS, type SubmissionKind } from '@dds/shared/src/resources/admin-lists';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Notifications } from '../notifications/notifications';

/** A row as the generic code sees it: columns by name. Each table's toItem knows the real shape. */
export type LooseRow = Record<string, unknown>;
/** A list's whole row as its Kysely table type says (db/schema.ts): what its toItem reads. */
export type TableRow<N extends ResourceName> = Selectable<DB[N]>;
/**
 * The generic code builds its queries from column names held in data (the mapping below), which
 * Kysely's static types cannot follow; it sees every table as "columns by name". The names are
 * never from the request: they come from the mappings, checked by the tests of each list.
 */
export type LooseDb = Kysely<Record<ResourceName, LooseRow>>;
export const loose = (db: Db): LooseDb => db as unknown as LooseDb;

/** What PATCH <list>/<id> accepts for one list, and how it is applied inside a transaction. */
export interface ResourceUpdate {
  schema: ZodType<Record<string, unknown>>;
  /** Writes the (already validated) change to row `current`; answers the columns changed, before and after. */
  changes: (update: Record<string, unknown>, current: LooseRow) => LooseRow;
}

/**
 * How one resource definition maps onto its table: the part of a list that is not shared. A fifth
 * list is a definition in shared/src/resources plus one of these.
 */
export interface ResourceTable<T> {
  definition: ResourceDefinition;
  /** Each list's table is named as the list (its definition's `name`). */
  table: ResourceName;
  /**
   * The audit log's name of one record: 'inquiry' (targets read "inquiry:42"). A list with a PATCH,
   * bulk status or a Trash writes the submissions' actions, so its name is a `SubmissionKind`.
   */
  auditName: SubmissionKind | (string & {});
  /** Field key → column, for every key searched, sorted or filtered on. */
  columns: Record<string, string>;
  /** Equality filters of the list query → column (status, course, mode, verified, language). */
  equalityFilters: Partial<Record<'status' | 'course' | 'mode' | 'verified' | 'language', string>>;
  toItem: (row: LooseRow) => T;
  /**
   * Adds what needs other rows (a donation's duplicate warning) to a page of items. A method, so a
   * list's mapping is one of every list's (`ResourceTable<unknown>`, resource-tables.ts).
   */
  decorate?(db: Db, items: T[]): Promise<T[]>;
  /** Status of a row for bulk answers (pipeline tables: the status column). */
  statusColumn?: string;
  /** The column holding the key of a record's uploaded file (donations: the screenshot), removed with the record when the Trash is purged. */
  fileKeyColumn?: string;
  /**
   * Leads (inquiries, admissions) carry a follow-up day and an assignee (decision 024): the workflow
   * statuses in which a lead is still open, so a due follow-up counts only while it is.
   */
  followUps?: { openStatuses: readonly string[] };
  /** Absent: the list has no PATCH <id> (certificates change by their own routes). */
  update?: ResourceUpdate;
  /**
   * In the transaction of a PATCH or bulk action, after `ids` changed: what must happen with the
   * change or not at all (a verified donation's receipt number and e-mail). Mail is sent after the commit.
   */
  afterWrite?: (trx: Db, ids: number[], notifications: Pick<Notifications, 'enqueueVisitor'>) => Promise<void>;
}

/**
 * A list's mapping, its toItem written against the table's Kysely row: a column renamed or retyped in
 * db/schema.ts fails to compile in the mapper, not at run time. The generic code reads every list
 * through LooseDb and always hands toItem a whole row of `table` (`selectAll()`): the one conversion
 * from the typed mapper to the loose one below stands for exactly that.
 */
export function defineResourceTable<T, N extends ResourceName>(
  rt: Omit<ResourceTable<T>, 'table' | 'toItem'> & { table: N; toItem: (row: TableRow<N>) => T },
): ResourceTable<T> {
  return { ...rt, toItem: rt.toItem as (row: LooseRow) => T };
}

/** The afterWrite of a list bound to this server's notifications, for the repositories. */
export type AfterWrite = (trx: Db, ids: number[]) => Promise<void>;

/**
 * The audit name of a list with a PATCH, bulk actions or the Trash: the submissions. Other lists
 * (certificates) have none of these (their routes write their own actions); reaching here with one is a bug.
 */
export function submissionKind(rt: Pick<ResourceTable<unknown>, 'auditName'>): SubmissionKind {
  const kind = SUBMISSION_KINDS.find((k) => k === rt.auditName);
  if (!kind) throw new Error(`${rt.auditName}: no PATCH, bulk action or Trash`);
  return kind;
}

/** A record's audit target: "inquiry:42". */
export const auditTarget = (rt: Pick<ResourceTable<unknown>, 'auditName'>, id: number) => `${rt.auditName}:${id}`;
