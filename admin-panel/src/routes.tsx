import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { loadAdmissionsPage, loadDonationsPage, loadInquiriesPage } from './list-screens';

/**
 * The admin route table the shell mounts. One layout route holds the session guard, so every
 * sub-route (present and future) shows the login first when there is no session. Pages are lazy
 * so the public site never downloads back-office code.
 */
// This table is fetched only for /admin addresses, and every one of them shows the layout (the login
// first): start fetching it with the table instead of one round trip later (issue 14: /admin on a phone).
let layout: Promise<typeof import('./layout/admin-layout')> | undefined;
const loadLayout = () => (layout ??= import('./layout/admin-layout'));
if (typeof window !== 'undefined') void loadLayout().catch(() => (layout = undefined));

export const routes: RouteObject[] = [
  {
    path: ADMIN_ROUTES.dashboard,
    lazy: async () => ({ Component: (await loadLayout()).AdminLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) },
      { path: 'inquiries', lazy: async () => ({ Component: (await loadInquiriesPage()).InquiriesPage }) },
      { path: 'admission', lazy: async () => ({ Component: (await loadAdmissionsPage()).AdmissionsPage }) },
      { path: 'donationdetails', lazy: async () => ({ Component: (await loadDonationsPage()).DonationsPage }) },
      { path: 'inquiries/:id', lazy: async () => ({ Component: (await import('./features/record/record-pages')).InquiryRecordPage }) },
      { path: 'admission/:id', lazy: async () => ({ Component: (await import('./features/record/record-pages')).AdmissionRecordPage }) },
      { path: 'donationdetails/:id', lazy: async () => ({ Component: (await import('./features/record/record-pages')).DonationRecordPage }) },
      { path: 'certificates', lazy: async () => ({ Component: (await import('./pages/certificates-page')).CertificatesPage }) },
      { path: 'activity', lazy: async () => ({ Component: (await import('./pages/activity-page')).ActivityPage }) },
      { path: 'account', lazy: async () => ({ Component: (await import('./pages/account-page')).AccountPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('./pages/users-page')).UsersPage }) },
      { path: 'courses', lazy: async () => ({ Component: (await import('./pages/courses-page')).CoursesPage }) },
      { path: 'courses/:id', lazy: async () => ({ Component: (await import('./pages/course-edit-page')).CourseEditPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }) },
      { path: 'gallery', lazy: async () => ({ Component: (await import('./pages/gallery-page')).GalleryPage }) },
      { path: 'videos', lazy: async () => ({ Component: (await import('./pages/videos-page')).VideosPage }) },
      { path: 'people', lazy: async () => ({ Component: (await import('./pages/people-page')).PeoplePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
    ],
  },
];
