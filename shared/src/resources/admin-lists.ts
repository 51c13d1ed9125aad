/**
 * Every admin list by its name, with the address of its screen: the one place a list's name is
 * written (docs/how-to-add.md, "An admin list"). The name types every map of the lists
 * (`ResourceName`): the definitions (./index.ts), the server's tables, the admin panel's screens;
 * the list's API is `/api/admin/<name>` (`adminListPath`), its menu item and route come from here, in
 * this order. The first three addresses are docs/contract.md §2's (/admin/admission,
 * /admin/donationdetails), so an address is written, not derived from the name. No zod and no
 * React: the shell, the admin panel's frame and the server read it without the definitions.
 */
export const ADMIN_LISTS = {
  inquiries: '/admin/inquiries',
  admissions: '/admin/admission',
  donations: '/admin/donationdetails',
  certificates: '/admin/certificates',
} as const;

export type ResourceName = keyof typeof ADMIN_LISTS;

/** Every list's name, in menu order. */
export const RESOURCE_NAMES = Object.keys(ADMIN_LISTS) as ResourceName[];

/** A list's API collection: `/api/admin/inquiries` (docs/architecture.md, "Admin lists"). */
export const adminListPath = <L extends ResourceName>(list: L) => `/api/admin/${list}` as const;

/**
 * Which lists are submissions — what the public sends in (docs/contract.md §3 counts them on the
 * dashboard) and the office works through: a status or verify, a record view, the Trash — each by
 * what one of its records is called (the audit log's `inquiry.update`, the counts' keys). `null`:
 * a list the office fills itself (certificates). Typed by the lists' names, so a new list does not
 * compile until it says which it is; the audit's submission kinds, the dashboard's count cards and
 * the server's counts are read from here (docs/decisions/002-shared-stateful-contract.md).
 */
export const SUBMISSION_KIND_OF_LIST = {
  inquiries: 'inquiry',
  admissions: 'admission',
  donations: 'donation',
  certificates: null,
} as const satisfies Record<ResourceName, string | null>;

export type SubmissionKind = NonNullable<(typeof SUBMISSION_KIND_OF_LIST)[ResourceName]>;

/** The submission lists, in menu order, each with its kind. */
export const SUBMISSION_LISTS = RESOURCE_NAMES.flatMap((list) => {
  const kind = SUBMISSION_KIND_OF_LIST[list];
  return kind ? [{ list, kind }] : [];
});

/** Each submission kind's list ('inquiry' → 'inquiries'); the list's table is named as the list. */
export const LIST_OF_SUBMISSION = Object.fromEntries(SUBMISSION_LISTS.map(({ list, kind }) => [kind, list])) as Record<
  SubmissionKind,
  ResourceName
>;

/** The submission kinds, in menu order (the audit log's submission actions are written for each). */
export const SUBMISSION_KINDS: readonly SubmissionKind[] = SUBMISSION_LISTS.map(({ kind }) => kind);

/** One value for each submission kind, keyed by it: the counts' shape (`{ inquiry, admission, donation }`). */
export const perSubmission = <T>(value: (kind: SubmissionKind) => T) =>
  Object.fromEntries(SUBMISSION_LISTS.map(({ kind }) => [kind, value(kind)])) as Record<SubmissionKind, T>;
