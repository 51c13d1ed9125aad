import type { AdminRole } from '@dds/shared/schemas/account';
import { RESOURCE_NAMES } from '@dds/shared/resources/admin-lists';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import type { FrameTextId } from './frame-text';

export interface NavItem {
  to: string;
  /** Its name in the frame's catalogue (./frame-text.ts), shown in the admin's language. */
  label: FrameTextId;
  end: boolean;
  /** Shown to owners only (the server refuses staff as well). */
  ownerOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: ADMIN_ROUTES.dashboard, label: 'nav.dashboard', end: true },
  // Every list, in the order of resources/admin-lists.ts; its name in the menu is `nav.<list>`.
  ...RESOURCE_NAMES.map((list) => ({ to: ADMIN_ROUTES[list], label: `nav.${list}` as const, end: false })),
  { to: ADMIN_ROUTES.reports, label: 'nav.reports', end: false },
  { to: ADMIN_ROUTES.replies, label: 'nav.replies', end: false },
  { to: ADMIN_ROUTES.courses, label: 'nav.courses', end: false },
  { to: ADMIN_ROUTES.gallery, label: 'nav.gallery', end: false },
  { to: ADMIN_ROUTES.videos, label: 'nav.videos', end: false },
  { to: ADMIN_ROUTES.people, label: 'nav.people', end: false },
  { to: ADMIN_ROUTES.siteText, label: 'nav.siteText', end: false },
  { to: ADMIN_ROUTES.settings, label: 'nav.settings', end: false },
  { to: ADMIN_ROUTES.activity, label: 'nav.activity', end: false },
  { to: ADMIN_ROUTES.users, label: 'nav.users', end: false, ownerOnly: true },
  // For staff too: the server lets any admin see and try releases, and nothing here changes what visitors get.
  { to: ADMIN_ROUTES.releases, label: 'nav.releases', end: false },
  { to: ADMIN_ROUTES.account, label: 'nav.account', end: false },
];

/** The sections this admin may open. */
export const navItemsFor = (role: AdminRole | null) => NAV_ITEMS.filter((item) => !item.ownerOnly || role === 'owner');
