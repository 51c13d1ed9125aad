import type { AdminRole } from '@dds/shared/schemas/account';
import { ADMIN_ROUTES } from '@dds/shared/routes';

export interface NavItem {
  to: string;
  label: string;
  end: boolean;
  /** Shown to owners only (the server refuses staff as well). */
  ownerOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: ADMIN_ROUTES.dashboard, label: 'Dashboard', end: true },
  { to: ADMIN_ROUTES.inquiries, label: 'Inquiries', end: false },
  { to: ADMIN_ROUTES.admissions, label: 'Admissions', end: false },
  { to: ADMIN_ROUTES.donations, label: 'Donations', end: false },
  { to: ADMIN_ROUTES.certificates, label: 'Certificates', end: false },
  { to: ADMIN_ROUTES.reports, label: 'Reports', end: false },
  { to: ADMIN_ROUTES.replies, label: 'WhatsApp replies', end: false },
  { to: ADMIN_ROUTES.courses, label: 'Courses', end: false },
  { to: ADMIN_ROUTES.gallery, label: 'Gallery', end: false },
  { to: ADMIN_ROUTES.videos, label: 'Videos', end: false },
  { to: ADMIN_ROUTES.people, label: 'People', end: false },
  { to: ADMIN_ROUTES.siteText, label: 'Site text', end: false },
  { to: ADMIN_ROUTES.settings, label: 'Settings', end: false },
  { to: ADMIN_ROUTES.activity, label: 'Activity', end: false },
  { to: ADMIN_ROUTES.users, label: 'Users', end: false, ownerOnly: true },
  // For staff too: the server lets any admin see and try releases, and nothing here changes what visitors get.
  { to: ADMIN_ROUTES.releases, label: 'Releases', end: false },
  { to: ADMIN_ROUTES.account, label: 'My account', end: false },
];

/** The sections this admin may open. */
export const navItemsFor = (role: AdminRole | null) => NAV_ITEMS.filter((item) => !item.ownerOnly || role === 'owner');
