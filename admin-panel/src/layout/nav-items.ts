import type { AdminRole } from '@dds/shared/schemas/account';
import { ADMIN_PATHS } from '../admin-paths';

export interface NavItem {
  to: string;
  label: string;
  end: boolean;
  /** Shown to owners only (the server refuses staff as well). */
  ownerOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: ADMIN_PATHS.dashboard, label: 'Dashboard', end: true },
  { to: ADMIN_PATHS.inquiries, label: 'Inquiries', end: false },
  { to: ADMIN_PATHS.admissions, label: 'Admissions', end: false },
  { to: ADMIN_PATHS.donations, label: 'Donations', end: false },
  { to: ADMIN_PATHS.certificates, label: 'Certificates', end: false },
  { to: ADMIN_PATHS.reports, label: 'Reports', end: false },
  { to: ADMIN_PATHS.replies, label: 'WhatsApp replies', end: false },
  { to: ADMIN_PATHS.courses, label: 'Courses', end: false },
  { to: ADMIN_PATHS.gallery, label: 'Gallery', end: false },
  { to: ADMIN_PATHS.videos, label: 'Videos', end: false },
  { to: ADMIN_PATHS.people, label: 'People', end: false },
  { to: ADMIN_PATHS.siteText, label: 'Site text', end: false },
  { to: ADMIN_PATHS.settings, label: 'Settings', end: false },
  { to: ADMIN_PATHS.activity, label: 'Activity', end: false },
  { to: ADMIN_PATHS.users, label: 'Users', end: false, ownerOnly: true },
  // For staff too: the server lets any admin see and try releases, and nothing here changes what visitors get.
  { to: ADMIN_PATHS.releases, label: 'Releases', end: false },
  { to: ADMIN_PATHS.account, label: 'My account', end: false },
];

/** The sections this admin may open. */
export const navItemsFor = (role: AdminRole | null) => NAV_ITEMS.filter((item) => !item.ownerOnly || role === 'owner');
