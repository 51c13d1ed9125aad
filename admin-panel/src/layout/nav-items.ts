import type { AdminRole } from '@dds/shared/schemas/account';
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
  { to: ADMIN_ROUTES.inquiries, label: 'nav.inquiries', end: false },
  { to: ADMIN_ROUTES.admissions, label: 'nav.admissions', end: false },
  { to: ADMIN_ROUTES.donations, label: 'nav.donations', end: false },
  { to: ADMIN_ROUTES.certificates, label: 'nav.certificates', end: false },
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
