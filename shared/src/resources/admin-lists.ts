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
