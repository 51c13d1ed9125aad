import type { FastifyInstance } from 'fastify';
// A save keeps no Hindi equal to the shipped Hindi (courseInputSchema's keepCurrentHindi): it must be known here.
import '@dds/shared/src/schemas/content-hi/register';
import { API_PATHS } from '@dds/shared/src/api/paths';
import {
  COURSE_ORDER_LISTS,
  courseFlagsSchema,
  courseInputSchema,
  courseReorderSchema,
  type Course,
} from '@dds/shared/src/schemas/course';
import type { AuditAction } from '@dds/shared/src/schemas/audit-actions';
import { courseOrderSchema, type OrderedItems } from '@dds/shared/src/schemas/list-order';
import type { AppContext } from '../../app-context';
import { notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { readListVersions } from '../../lib/list-version';
import { saveOf } from '../../lib/record-version';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import {
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  orderCourses,
  reorderCourses,
  setCourseFlags,
  updateCourse,
} from './course.repository';

type Audited = Omit<Course, 'id' | 'createdAt' | 'updatedAt'>;
const AUDITED_FIELDS: Array<keyof Audited> = [
  'name',
  'slug',
  'shortName',
  'modes',
  'description',
  'duration',
  'fee',
  'feeFrom',
  'batches',
  'eligibility',
  'syllabus',
  'icon',
  'visible',
  'featured',
  'inLandingGrid',
  'inAdmissionCatalogue',
  'hindi',
];

/** The fields that changed, before → after, for the audit log. */
function changes(before: Course, after: Course): Record<string, { before: unknown; after: unknown }> {
  const diff: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of AUDITED_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      diff[field] = { before: before[field], after: after[field] };
  }
  return diff;
}

/**
 * The admin's course screens. Every change bumps the content version in its transaction (in the
 * repository), so the next public page is rendered with it — no rebuild.
 */
export function registerCourseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const guard = { preHandler: requireAdmin(ctx) };
  const item = `${API_PATHS.courses}/:id`;
  const audit = (
    request: { admin: { email: string } | null; ip: string },
    action: AuditAction,
    target: string,
    detail: unknown,
  ) => writeAudit(db, { actor: request.admin!.email, action, target, detail: JSON.stringify(detail), ip: request.ip });

  app.get(API_PATHS.courses, guard, async () => listCourses(db));

  /** Every course with the versions of the three orders, read first (docs/decisions/023-drag-to-order-and-many-photos.md). */
  const ordered = async (): Promise<OrderedItems<Course>> => {
    const versions = await readListVersions(db, COURSE_ORDER_LISTS);
    return { items: await listCourses(db), versions };
  };
  app.get(`${API_PATHS.courses}/order`, guard, async () => ordered());

  // One list's whole order at once (a drag moves a course many places); `reorder` below stays for
  // panels released before it (docs/decisions/004-compatibility-matrix.md).
  app.put(`${API_PATHS.courses}/order`, guard, async (request) => {
    const { list, ids, version } = parseOr400(courseOrderSchema, request.body);
    // The other lists' versions as they were before this save (a reorder of them in between then costs a 409, not an overwrite).
    const versions = await readListVersions(db, COURSE_ORDER_LISTS);
    const courses = await orderCourses(db, list, ids, version, request.admin!.email);
    await audit(request, 'course.reorder', `courses:${list}`, { ids });
    return { items: courses, versions: { ...versions, [list]: version + 1 } } satisfies OrderedItems<Course>;
  });

  app.get(item, guard, async (request) => {
    const course = await getCourse(db, parseId(request.params));
    if (!course) throw notFound('Course not found');
    return course;
  });

  app.post(API_PATHS.courses, guard, async (request, reply) => {
    const course = await createCourse(db, parseOr400(courseInputSchema, request.body));
    await audit(request, 'course.create', `course:${course.id}`, { name: course.name, slug: course.slug });
    return reply.code(201).send(course);
  });

  app.put(item, guard, async (request) => {
    const id = parseId(request.params);
    const { before, after } = await updateCourse(db, id, parseOr400(courseInputSchema, request.body), saveOf(request));
    const diff = changes(before, after);
    if (Object.keys(diff).length) await audit(request, 'course.update', `course:${id}`, { name: after.name, ...diff });
    return after;
  });

  app.patch(item, guard, async (request) => {
    const id = parseId(request.params);
    const { before, after } = await setCourseFlags(
      db,
      id,
      parseOr400(courseFlagsSchema, request.body),
      saveOf(request),
    );
    const diff = changes(before, after);
    if (Object.keys(diff).length) await audit(request, 'course.update', `course:${id}`, { name: after.name, ...diff });
    return after;
  });

  app.delete(item, guard, async (request, reply) => {
    const id = parseId(request.params);
    const course = await deleteCourse(db, id);
    await audit(request, 'course.delete', `course:${id}`, { name: course.name, slug: course.slug });
    return reply.code(204).send();
  });

  app.post(`${API_PATHS.courses}/reorder`, guard, async (request) => {
    const { list, ids } = parseOr400(courseReorderSchema, request.body);
    const courses = await reorderCourses(db, list, ids, request.admin!.email);
    await audit(request, 'course.reorder', `courses:${list}`, { ids });
    return courses;
  });
}
