import { ADMIN_ROUTES } from '@dds/shared/routes';

export const NAV_ITEMS = [
  { to: ADMIN_ROUTES.dashboard, label: 'Dashboard', end: true },
  { to: ADMIN_ROUTES.inquiries, label: 'Inquiries', end: false },
  { to: ADMIN_ROUTES.admissions, label: 'Admissions', end: false },
  { to: ADMIN_ROUTES.donations, label: 'Donations', end: false },
  { to: ADMIN_ROUTES.certificates, label: 'Certificates', end: false },
] as const;
