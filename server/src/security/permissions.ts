import type { FastifyRequest } from 'fastify';
import { OWNER_ONLY_MESSAGES, isOwnerOnlySetting, type OwnerCapability } from '@dds/shared/src/schemas/permissions';
import type { Role } from '../features/auth/admin-user.repository';
import type { ResourceTable } from '../features/resources/resource-table';
import { resourceTables } from '../features/resources/resource-tables';
import { HttpError } from '../lib/http-error';

/** Any signed-in admin (the daily work); otherwise the owner-only capability the route belongs to. */
export type RouteNeed = 'staff' | OwnerCapability;

/**
 * Every admin route and who may call it: the one place the server decides (docs/decisions/
 * 013-owner-and-staff.md). requireAdmin reads it for each request after the session check, so a
 * route file only says "admin". A route missing here is owner-only (fail closed), and
 * permissions.test.ts fails until it is listed, so every new route is a decision someone made.
 *
 * Keys are the method and the path as registered (`:id` and all).
 */
export const ADMIN_ROUTE_NEEDS: Readonly<Record<string, RouteNeed>> = {
  // Own session and account.
  'POST /api/admin/logout': 'staff',
  'GET /api/admin/me': 'staff',
  'POST /api/admin/account/password': 'staff',
  'PUT /api/admin/account/language': 'staff',
  'GET /api/admin/account/sessions': 'staff',
  'POST /api/admin/account/sessions/end-others': 'staff',
  'DELETE /api/admin/account/sessions/:id': 'staff',
  // Who can sign in.
  'GET /api/admin/users': 'users',
  'POST /api/admin/users': 'users',
  'PATCH /api/admin/users/:id': 'users',
  'DELETE /api/admin/users/:id': 'users',
  // Dashboard and Activity: everyone sees what was done (staff too: they can see their own trail).
  'GET /api/admin/activity': 'staff',
  'GET /api/admin/activity/people': 'staff',
  'GET /api/admin/counts': 'staff',
  'GET /api/admin/storage': 'staff',
  'GET /api/admin/queue': 'staff',
  // Decision 024: following leads up, replying on WhatsApp and reading the monthly figures are the
  // office's daily work; the reports hold counts and sums, no one's details.
  'GET /api/admin/assignees': 'staff',
  'GET /api/admin/reply-templates': 'staff',
  'PUT /api/admin/reply-templates': 'staff',
  'GET /api/admin/reports': 'staff',
  // The mail check and backups (docs/decisions/022-owner-never-locked-out.md). Everyone sees when the
  // last backup was made; making one and downloading it (every record, the password hashes) is the owner's.
  'POST /api/admin/mail/test': 'mailTest',
  'GET /api/admin/backups': 'staff',
  'POST /api/admin/backups': 'backups',
  'GET /api/admin/backups/latest.tar.gz': 'backups',
  // Every list's generic routes (features/resources/resource.routes.ts), from the map of the lists:
  // reading, answering, moving to the Trash and back is the office's day. Emptying the Trash destroys
  // records for good; an export copies everyone's details out of the panel at once.
  ...Object.assign({}, ...resourceTables().map(listRoutes)),
  'GET /api/admin/donations/:id/screenshot': 'staff',
  // Certificates: uploading, fixing a wrong PDF and removing a wrong upload are daily work.
  'POST /api/certificates/upload': 'staff',
  'GET /api/admin/certificates/:id/file': 'staff',
  'PUT /api/admin/certificates/:id/file': 'staff',
  'DELETE /api/admin/certificates/:id': 'staff',
  // Settings: staff save the rest (office hours, social links); the payment and contact fields are
  // checked field by field in the settings route (assertMayChangeSettings below).
  'GET /api/admin/settings': 'staff',
  'PUT /api/admin/settings': 'staff',
  // The public site's words (headings, claims, page titles): content the office keeps true, as it
  // does course fees; every change is in Activity with the words before and after (decision 021).
  'GET /api/admin/site-text': 'staff',
  'PUT /api/admin/site-text/:key': 'staff',
  // The logo and favicon: the office's picture work, like photos; each upload is in Activity.
  'GET /api/admin/site-images': 'staff',
  'PUT /api/admin/site-images/:kind': 'staff',
  'DELETE /api/admin/site-images/:kind': 'staff',
  // Courses: add, edit, hide, reorder; deleting one is the owner's (hiding is the undoable way).
  'GET /api/admin/courses': 'staff',
  'GET /api/admin/courses/:id': 'staff',
  'POST /api/admin/courses': 'staff',
  'PUT /api/admin/courses/:id': 'staff',
  'PATCH /api/admin/courses/:id': 'staff',
  'DELETE /api/admin/courses/:id': 'deleteCourse',
  'POST /api/admin/courses/reorder': 'staff',
  'GET /api/admin/courses/order': 'staff',
  'PUT /api/admin/courses/order': 'staff',
  // Photos, videos, leaders and testimonials: content the office keeps up to date.
  ...orderedList('photos', 'PATCH'),
  ...orderedList('videos', 'PATCH'),
  ...orderedList('leaders', 'PUT'),
  ...orderedList('testimonials', 'PUT'),
  // Releases: an admin may try a stored release in their own browser only; going live is the CLI's.
  'GET /api/admin/releases': 'staff',
  'POST /api/admin/releases/try': 'staff',
  'POST /api/admin/releases/try/clear': 'staff',
};

/** The routes registerResourceRoutes gives a list: PATCH when it has an update, Empty Trash when it has a Trash. */
function listRoutes(rt: ResourceTable<unknown>): Record<string, RouteNeed> {
  const path = rt.definition.apiPath;
  return {
    [`GET ${path}`]: 'staff',
    [`GET ${path}/export.csv`]: 'exportPersonalData',
    [`GET ${path}/export.xlsx`]: 'exportPersonalData',
    [`GET ${path}/:id`]: 'staff',
    ...(rt.update ? { [`PATCH ${path}/:id`]: 'staff' as const } : {}),
    [`POST ${path}/bulk`]: 'staff',
    ...(rt.definition.softDelete ? { [`POST ${path}/trash/empty`]: 'emptyTrash' as const } : {}),
  };
}

function orderedList(list: string, edit: 'PATCH' | 'PUT'): Record<string, RouteNeed> {
  const path = `/api/admin/${list}`;
  return {
    [`GET ${path}`]: 'staff',
    [`POST ${path}`]: 'staff',
    [`${edit} ${path}/:id`]: 'staff',
    [`POST ${path}/:id/move`]: 'staff',
    [`GET ${path}/order`]: 'staff',
    [`PUT ${path}/order`]: 'staff',
    [`DELETE ${path}/:id`]: 'staff',
  };
}

const UNLISTED_MESSAGE = 'Only an owner can do this.';

/** What a route needs; HEAD is its GET. Unlisted routes need an owner. */
export function routeNeed(method: string, url: string): RouteNeed | 'unlisted' {
  const verb = method === 'HEAD' ? 'GET' : method;
  return ADMIN_ROUTE_NEEDS[`${verb} ${url}`] ?? 'unlisted';
}

/** After the session check: 403 with the reason in words when this role may not call this route. */
export function assertRouteAllowed(request: FastifyRequest, role: Role): void {
  if (role === 'owner') return;
  const method = ([] as string[]).concat(request.routeOptions.method ?? request.method)[0] ?? request.method;
  const need = routeNeed(method, request.routeOptions.url ?? '');
  if (need === 'staff') return;
  throw new HttpError(403, need === 'unlisted' ? UNLISTED_MESSAGE : OWNER_ONLY_MESSAGES[need]);
}

/**
 * The settings are one record, so staff may save it as long as no payment or contact field
 * changes. Called inside the save's transaction with the fields that differ from what is stored.
 */
export function assertMayChangeSettings(role: Role, changed: readonly string[]): void {
  if (role !== 'owner' && changed.some(isOwnerOnlySetting))
    throw new HttpError(403, OWNER_ONLY_MESSAGES.paymentSettings);
}
