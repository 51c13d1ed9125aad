// The audit log's action codes: every code the server writes, and only those
// (docs/decisions/019-activity-you-can-read.md). The server's `writeAudit` takes an `AuditAction`,
// so a code not listed here does not compile; the Activity screen's action filter is this list,
// worded by the panel (a wording per code, checked by the type), so an action that cannot happen is
// never offered and a new one cannot be forgotten.

// Submissions (the lists with a record view, a status or verify, and the Trash) are named once,
// beside the lists' names: resources/admin-lists.ts, SUBMISSION_KIND_OF_LIST.
import { RESOURCE_NAMES, SUBMISSION_KINDS, type SubmissionKind } from '../resources/admin-lists';

/** The ordered content lists: added, edited, moved up or down, put in a new order, deleted (people and gallery routes). */
export const ORDERED_KINDS = ['photo', 'video', 'leader', 'testimonial'] as const;
export type OrderedKind = (typeof ORDERED_KINDS)[number];

/**
 * What an entry's target names, `<kind>:<id>` ("inquiry:12", "admin_user:3"): the submissions (by
 * their kind), a certificate, a course, an ordered content item, an admin user. The server reads each
 * kind's record name for the log (audit.repository.ts), the panel links each to its screen
 * (activity-wording.ts): both maps are keyed by this, so a new kind does not compile until both say
 * what it is. Other targets (settings, "courses:landing") name no record.
 */
export type RecordKind = SubmissionKind | 'certificate' | 'course' | OrderedKind | 'admin_user';

/**
 * The list exports (CSV and Excel), named by the list: "inquiries.export". Every list exports (the
 * server writes `${ResourceName}.export`), so every list's name is one: resources/admin-lists.ts.
 */
export const EXPORT_LISTS = RESOURCE_NAMES;

const submission = <K extends SubmissionKind>(k: K) =>
  [`${k}.update`, `${k}.delete`, `${k}.spam`, `${k}.restore`, `${k}.purge`] as const;

export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'logout',
  'setup.owner',
  'password.reset-request',
  'password.reset',
  'mail.test',
  'backup.create',
  'backup.download',
  'account.password',
  'account.password.failed',
  'account.session.end',
  'account.sessions.end-others',
  'user.create',
  'user.role',
  'user.delete',
  'settings.update',
  'settings.seed',
  'reply-templates.update',
  'site-text.update',
  'site-text.restore',
  'site-image.upload',
  'site-image.remove',
  'release-try',
  ...SUBMISSION_KINDS.flatMap((k) => submission(k)),
  'certificate.upload',
  'certificate.replace',
  'certificate.delete',
  ...EXPORT_LISTS.map((list) => `${list}.export` as const),
  'course.create',
  'course.update',
  'course.delete',
  'course.reorder',
  'photo.add',
  'photo.caption',
  'video.add',
  'video.title',
  'leader.add',
  'leader.update',
  'testimonial.add',
  'testimonial.update',
  ...ORDERED_KINDS.flatMap((k) => [`${k}.move`, `${k}.reorder`, `${k}.delete`] as const),
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A submission's action as the bulk, PATCH and purge paths build it from the list's audit name. */
export type SubmissionVerb = 'update' | 'delete' | 'spam' | 'restore' | 'purge';
export const submissionAction = (kind: SubmissionKind, verb: SubmissionVerb): AuditAction => `${kind}.${verb}`;
