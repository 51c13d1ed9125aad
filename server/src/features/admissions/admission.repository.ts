import type { Admission, AdmissionInput, AdmissionUpdate } from '@dds/shared/src/schemas/admission';
import type { Db } from '../../db/database';
import type { AdmissionsTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { nowIso } from '../../lib/clock';
import { applyPipelineUpdate } from '../pipeline/pipeline.repository';
import { containsAny, window, type Listing, type ParsedListQuery } from '../../lib/list-query';

type Row = Selectable<AdmissionsTable>;

const toAdmission = (r: Row): Admission => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  course: r.course,
  mode: r.mode,
  status: r.status as Admission['status'],
  notes: r.notes,
  statusChangedAt: r.status_changed_at,
  createdAt: r.created_at,
});

export async function insertAdmission(db: Db, input: Omit<AdmissionInput, 'website'>): Promise<number> {
  const row = await db
    .insertInto('admissions')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      mode: input.mode,
      status: 'pending',
      notes: '',
      status_changed_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function filtered(db: Db, query: ParsedListQuery) {
  let qb = db.selectFrom('admissions');
  if (query.q) qb = qb.where(containsAny(query.q, ['name', 'email', 'phone', 'course']));
  if (query.status) qb = qb.where('status', '=', query.status);
  if (query.course) qb = qb.where('course', '=', query.course);
  if (query.mode) qb = qb.where('mode', '=', query.mode);
  return qb;
}

export async function listAdmissions(db: Db, query: ParsedListQuery): Promise<Listing<Admission>> {
  const { limit, offset } = window(query);
  const sortColumn = query.sort === 'name' ? 'name' : 'created_at';
  const [rows, count] = await Promise.all([
    filtered(db, query).selectAll().orderBy(sortColumn, query.order).orderBy('id', query.order).limit(limit).offset(offset).execute(),
    filtered(db, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdmission), total: Number(count.n) };
}

export async function countAdmissions(db: Db): Promise<number> {
  const row = await db.selectFrom('admissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateAdmission(db: Db, id: number, update: AdmissionUpdate): Promise<Admission | undefined> {
  if (!(await applyPipelineUpdate(db, 'admissions', id, update))) return undefined;
  const row = await db.selectFrom('admissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toAdmission(row);
}
