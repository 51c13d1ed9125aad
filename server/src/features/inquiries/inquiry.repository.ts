import type { Inquiry, InquiryKind, InquiryRecordInput, InquiryUpdate } from '@dds/shared/src/schemas/inquiry';
import type { Db } from '../../db/database';
import type { InquiriesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { nowIso } from '../../lib/clock';
import { applyPipelineUpdate } from '../pipeline/pipeline.repository';
import { containsAny, window, type Listing, type ParsedListQuery } from '../../lib/list-query';

type Row = Selectable<InquiriesTable>;

const toInquiry = (r: Row): Inquiry => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  course: r.course,
  kind: r.kind === 'business' ? 'business' : 'student',
  message: r.message,
  status: r.status as Inquiry['status'],
  notes: r.notes,
  statusChangedAt: r.status_changed_at,
  createdAt: r.created_at,
});

/** A student's inquiry unless `kind` says otherwise. */
export async function insertInquiry(db: Db, input: Omit<InquiryRecordInput, 'website' | 'kind'> & { kind?: InquiryKind }): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      kind: input.kind ?? 'student',
      message: input.message,
      status: 'new',
      notes: '',
      status_changed_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function filtered(db: Db, query: ParsedListQuery) {
  let qb = db.selectFrom('inquiries');
  if (query.q) qb = qb.where(containsAny(query.q, ['name', 'email', 'phone', 'course']));
  if (query.status) qb = qb.where('status', '=', query.status);
  if (query.course) qb = qb.where('course', '=', query.course);
  return qb;
}

export async function listInquiries(db: Db, query: ParsedListQuery): Promise<Listing<Inquiry>> {
  const { limit, offset } = window(query);
  const sortColumn = query.sort === 'name' ? 'name' : 'created_at';
  const [rows, count] = await Promise.all([
    filtered(db, query).selectAll().orderBy(sortColumn, query.order).orderBy('id', query.order).limit(limit).offset(offset).execute(),
    filtered(db, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toInquiry), total: Number(count.n) };
}

export async function countInquiries(db: Db): Promise<number> {
  const row = await db.selectFrom('inquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateInquiry(db: Db, id: number, update: InquiryUpdate): Promise<Inquiry | undefined> {
  if (!(await applyPipelineUpdate(db, 'inquiries', id, update))) return undefined;
  const row = await db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toInquiry(row);
}
