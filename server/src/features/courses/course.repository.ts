import type { Selectable } from 'kysely';
import type { Course, CourseFields, CourseFlags, CourseOrderList, PublicCourse } from '@dds/shared/src/schemas/course';
import { courseEnglishTexts } from '@dds/shared/src/schemas/course';
import { keepCurrentHindi, parseHindiMemory } from '@dds/shared/src/schemas/content-hindi';
import type { Db } from '../../db/database';
import type { CoursesTable } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/clock';
import { assertSameMembers, bumpListVersion, claimListVersion } from '../../lib/list-version';
import { claimVersion, type Save } from '../../lib/record-version';
import { bumpContentVersion } from '../site-content/content-version';

type Row = Selectable<CoursesTable>;

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const toCourse = (r: Row): Course => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  shortName: r.short_name,
  modes: list(r.modes) as Course['modes'],
  description: r.description,
  duration: r.duration,
  fee: r.fee === null ? null : Number(r.fee),
  feeFrom: r.fee_from === 1,
  batches: list(r.batches),
  eligibility: r.eligibility,
  syllabus: list(r.syllabus),
  icon: r.icon as Course['icon'],
  visible: r.visible === 1,
  featured: r.featured_order !== null,
  inLandingGrid: r.grid_order !== null,
  inAdmissionCatalogue: r.in_admission_catalogue === 1,
  hindi: parseHindiMemory(r.hindi),
  order: r.sort_order,
  featuredOrder: r.featured_order,
  gridOrder: r.grid_order,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  version: r.version,
});

const ORDER_COLUMN = { courses: 'sort_order', featured: 'featured_order', grid: 'grid_order' } as const;

/** Every course, hidden ones too, in course order (the admin's list). */
export async function listCourses(db: Db): Promise<Course[]> {
  const rows = await db.selectFrom('courses').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map(toCourse);
}

/** What the public pages get: visible courses, without timestamps. */
export async function readPublicCourses(db: Db): Promise<PublicCourse[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('visible', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const { createdAt: _c, updatedAt: _u, version: _v, ...course } = toCourse(r);
    return course;
  });
}

export async function getCourse(db: Db, id: number): Promise<Course | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCourse(row);
}

async function nextPosition(trx: Db, column: (typeof ORDER_COLUMN)[CourseOrderList]): Promise<number> {
  const row = await trx
    .selectFrom('courses')
    .select((eb) => eb.fn.max(column).as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

async function assertSlugFree(trx: Db, slug: string, exceptId?: number) {
  let qb = trx.selectFrom('courses').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
  if (await qb.executeTakeFirst())
    throw new HttpError(409, `Another course already has the page address /courses/${slug}`);
}

/** A place in a home-page list: kept while the course stays there, the end of the list when it joins. */
async function placeIn(
  trx: Db,
  column: 'featured_order' | 'grid_order',
  wanted: boolean,
  current: number | null,
): Promise<number | null> {
  if (!wanted) return null;
  return current ?? (await nextPosition(trx, column));
}

function rowValues(fields: CourseFields) {
  return {
    slug: fields.slug,
    name: fields.name,
    short_name: fields.shortName,
    modes: JSON.stringify(fields.modes),
    description: fields.description,
    duration: fields.duration,
    fee: fields.fee,
    fee_from: fields.feeFrom ? 1 : 0,
    batches: JSON.stringify(fields.batches),
    eligibility: fields.eligibility,
    syllabus: JSON.stringify(fields.syllabus),
    icon: fields.icon,
    visible: fields.visible ? 1 : 0,
    in_admission_catalogue: fields.inAdmissionCatalogue ? 1 : 0,
    hindi: JSON.stringify(fields.hindi ?? {}),
  };
}

/** A new course goes last in every list it joins. Bumps the content version in the same transaction. */
export async function createCourse(db: Db, fields: CourseFields): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    await assertSlugFree(trx, fields.slug);
    const now = nowIso();
    const { id } = await trx
      .insertInto('courses')
      .values({
        ...rowValues(fields),
        sort_order: await nextPosition(trx, 'sort_order'),
        featured_order: await placeIn(trx, 'featured_order', fields.featured, null),
        grid_order: await placeIn(trx, 'grid_order', fields.inLandingGrid, null),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return toCourse(await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

/**
 * Replaces a course's fields (its places are kept), if `save` is based on the course's version
 * (else 409). Answers before and after, for the audit log.
 */
export async function updateCourse(
  db: Db,
  id: number,
  fields: CourseFields,
  save: Save,
): Promise<{ before: Course; after: Course }> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'courses', id, save))) throw notFound('Course not found');
    const row = await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await assertSlugFree(trx, fields.slug, id);
    await trx
      .updateTable('courses')
      .set({
        // A save without Hindi keeps the stored Hindi that still translates the new English.
        ...rowValues({
          ...fields,
          hindi: fields.hindi ?? keepCurrentHindi(courseEnglishTexts(fields), parseHindiMemory(row.hindi)),
        }),
        featured_order: await placeIn(trx, 'featured_order', fields.featured, row.featured_order),
        grid_order: await placeIn(trx, 'grid_order', fields.inLandingGrid, row.grid_order),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await bumpContentVersion(trx);
    return {
      before: toCourse(row),
      after: toCourse(await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    };
  });
}

/**
 * The list's quick switches: shown/hidden, featured, in the home page grid. Each sets one flag to a
 * value (nothing else of the course is sent back), so the list may send no version; the switch still
 * moves the version, so a course form open elsewhere cannot silently switch it back.
 */
export async function setCourseFlags(
  db: Db,
  id: number,
  flags: CourseFlags,
  save: Save,
): Promise<{ before: Course; after: Course }> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'courses', id, save))) throw notFound('Course not found');
    const row = await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const set: Partial<Row> = { updated_at: nowIso() };
    if (flags.visible !== undefined) set.visible = flags.visible ? 1 : 0;
    if (flags.featured !== undefined)
      set.featured_order = await placeIn(trx, 'featured_order', flags.featured, row.featured_order);
    if (flags.inLandingGrid !== undefined)
      set.grid_order = await placeIn(trx, 'grid_order', flags.inLandingGrid, row.grid_order);
    await trx.updateTable('courses').set(set).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    return {
      before: toCourse(row),
      after: toCourse(await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    };
  });
}

export async function deleteCourse(db: Db, id: number): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Course not found');
    await trx.deleteFrom('courses').where('id', '=', id).execute();
    await bumpContentVersion(trx);
    return toCourse(row);
  });
}

/**
 * Puts a list in the given order. `ids` must be exactly the list's members (every course, or the
 * featured ones, or the grid's): a list changed meanwhile in another tab is refused, not mangled.
 */
export async function reorderCourses(db: Db, listName: CourseOrderList, ids: number[], by: string): Promise<Course[]> {
  const column = ORDER_COLUMN[listName];
  return db.transaction().execute(async (trx) => {
    // First, as every save's claim is: a whole-list reorder based on the order before this one is then refused.
    await bumpListVersion(trx, listName, by);
    let qb = trx.selectFrom('courses').select('id');
    if (column !== 'sort_order') qb = qb.where(column, 'is not', null);
    const members = (await qb.execute()).map((r) => r.id);
    const same =
      ids.length === members.length && new Set(ids).size === ids.length && ids.every((id) => members.includes(id));
    if (!same) throw new HttpError(409, 'The course list changed meanwhile. Reload the page and try again.');
    for (const [i, id] of ids.entries())
      await trx
        .updateTable('courses')
        .set({ [column]: i + 1 })
        .where('id', '=', id)
        .execute();
    await bumpContentVersion(trx);
    return (await trx.selectFrom('courses').selectAll().orderBy('sort_order').orderBy('id').execute()).map(toCourse);
  });
}

/**
 * Puts one course list in the order of `ids`, based on the version of that order the admin saw
 * (docs/decisions/023-drag-to-order-and-many-photos.md): the version is claimed first (409 with who
 * and when if someone reordered it since), then `ids` must be exactly the list's members (409 if a
 * course was added, deleted or taken off a home list meanwhile). One transaction: a refusal writes nothing.
 */
export async function orderCourses(
  db: Db,
  listName: CourseOrderList,
  ids: readonly number[],
  base: number,
  by: string,
): Promise<Course[]> {
  const column = ORDER_COLUMN[listName];
  return db.transaction().execute(async (trx) => {
    await claimListVersion(trx, listName, base, by);
    let members = trx.selectFrom('courses').select('id');
    if (column !== 'sort_order') members = members.where(column, 'is not', null);
    assertSameMembers(
      ids,
      (await members.execute()).map((r) => r.id),
    );
    for (const [i, id] of ids.entries())
      await trx
        .updateTable('courses')
        .set({ [column]: i + 1 })
        .where('id', '=', id)
        .execute();
    await bumpContentVersion(trx);
    return (await trx.selectFrom('courses').selectAll().orderBy('sort_order').orderBy('id').execute()).map(toCourse);
  });
}
