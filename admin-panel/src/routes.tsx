import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { serverSentLogin } from './features/auth/server-login';
import { deviceLanguage } from './i18n/device-language';
import { loadLoginWords } from './i18n/login-words';
import { RESOURCE_NAMES } from '@dds/shared/resources/admin-lists';
import { LIST_SCREENS } from './list-screens';

/**
 * The admin route table the shell mounts. One layout route holds the session guard, so every
 * sub-route (present and future) shows the login first when there is no session. Pages are lazy
 * so the public site never downloads back-office code.
 */
// This table is fetched only for /admin addresses, and every one of them shows the layout (the login
// first): start fetching it with the table instead of one round trip later (decision 032: /admin on a phone).
let layout: Promise<typeof import('./layout/admin-layout')> | undefined;
const loadLayout = () => (layout ??= import('./layout/admin-layout'));
if (typeof window !== 'undefined') void loadLayout().catch(() => (layout = undefined));
// The login screen's words when this browser's login is not English (the server painted it in that
// language): fetched beside the layout and awaited with it, so the panel's first screen says the same
// words — English admins fetch none of them (decision 026 §8).
const loginWords = () => loadLoginWords(deviceLanguage() ?? 'en');
if (typeof window !== 'undefined') void loginWords();

/**
 * A page's route `lazy`. React Router loads the code of every matched route before it renders
 * anything, so on a load that shows the login anyway (the server found no session and sent its
 * login screen) the page's code — the dashboard brings zod and the schemas — would keep the phone
 * busy before the login is live. Then the page comes as a React.lazy component instead, fetched
 * when it is first rendered: after login.
 */
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    if (serverSentLogin())
      return { Component: lazy(async (): Promise<{ default: ComponentType }> => ({ default: await load() })) };
    return { Component: await load() };
  };
}

/** A page module's export `name`, as a route `lazy` (see `screen`). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  screen(async () => (await load())[name]);

/** Every list's screen and record view (list-screens.ts), at its address under /admin (ADMIN_ROUTES). */
const listRoutes: RouteObject[] = RESOURCE_NAMES.flatMap((list) => {
  const { load, record } = LIST_SCREENS[list];
  const path = ADMIN_ROUTES[list].slice(`${ADMIN_ROUTES.dashboard}/`.length);
  return [{ path, lazy: screen(load) }, ...(record ? [{ path: `${path}/:id`, lazy: screen(record) }] : [])];
});

export const routes: RouteObject[] = [
  {
    path: ADMIN_ROUTES.dashboard,
    lazy: async () => {
      const [{ AdminLayout }] = await Promise.all([loadLayout(), loginWords()]);
      return { Component: AdminLayout };
    },
    children: [
      { index: true, lazy: page(() => import('./pages/dashboard-page'), 'DashboardPage') },
      ...listRoutes,
      { path: 'activity', lazy: page(() => import('./pages/activity-page'), 'ActivityPage') },
      { path: 'reports', lazy: page(() => import('./pages/reports-page'), 'ReportsPage') },
      { path: 'replies', lazy: page(() => import('./pages/replies-page'), 'RepliesPage') },
      { path: 'account', lazy: page(() => import('./pages/account-page'), 'AccountPage') },
      { path: 'users', lazy: page(() => import('./pages/users-page'), 'UsersPage') },
      { path: 'courses', lazy: page(() => import('./pages/courses-page'), 'CoursesPage') },
      { path: 'courses/:id', lazy: page(() => import('./pages/course-edit-page'), 'CourseEditPage') },
      { path: 'settings', lazy: page(() => import('./pages/settings-page'), 'SettingsPage') },
      { path: 'site-text', lazy: page(() => import('./pages/site-text-page'), 'SiteTextPage') },
      { path: 'gallery', lazy: page(() => import('./pages/gallery-page'), 'GalleryPage') },
      { path: 'videos', lazy: page(() => import('./pages/videos-page'), 'VideosPage') },
      { path: 'people', lazy: page(() => import('./pages/people-page'), 'PeoplePage') },
      { path: 'releases', lazy: page(() => import('./pages/releases-page'), 'ReleasesPage') },
      // A reset link (or "Forgot password?") opened while signed in: My account changes the password.
      { path: 'reset-password', element: <Navigate to={ADMIN_ROUTES.account} replace /> },
      { path: 'forgot-password', element: <Navigate to={ADMIN_ROUTES.account} replace /> },
      { path: '*', lazy: page(() => import('./pages/not-found-page'), 'NotFoundPage') },
    ],
  },
];
