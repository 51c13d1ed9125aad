import type { ComponentType } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isAdminPath } from '@dds/shared/routes';
import { loadRemoteModule, type RemoteName } from './federation/remote-registry';
import { RemoteUnavailable } from './layout/remote-unavailable';
import { PageLoading, ShellLayout } from './layout/shell-layout';

/** What each remote's './routes' module exposes: its route table (paths + lazy pages). */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

const LAYOUT_ROUTE_ID = 'shell-layout';

/**
 * Each remote's routes sit under a pathless route with its own errorElement: a page chunk of one
 * remote that fails to load shows that remote's "unavailable" screen and nothing else breaks.
 */
function mountRemote(remote: RemoteName, module: RemoteRoutesModule | null, fallbackPath: string): RouteObject {
  if (!module) return { path: fallbackPath, element: <RemoteUnavailable remote={remote} /> };
  return { id: remote, element: <Outlet />, errorElement: <RemoteUnavailable remote={remote} />, children: module.routes };
}

/** The admin remote's routes, mounted under the shell layout (or its fallback when it is down). */
export async function loadAdminRoutes(): Promise<RouteObject[]> {
  return [mountRemote('admin_panel', await loadRemoteModule<RemoteRoutesModule>('admin_panel', 'routes'), '/admin/*')];
}

/** The public remote's routes, header and footer are needed for the first paint of any public page. */
export async function buildShellRoutes(): Promise<RouteObject[]> {
  const [publicRoutes, header, footer] = await Promise.all([
    loadRemoteModule<RemoteRoutesModule>('public_site', 'routes'),
    loadRemoteModule<{ default: ComponentType }>('public_site', 'Header'),
    loadRemoteModule<{ default: ComponentType }>('public_site', 'Footer'),
  ]);
  const chrome = { Header: header?.default ?? null, Footer: footer?.default ?? null };
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <ShellLayout chrome={chrome} />,
      hydrateFallbackElement: <PageLoading />,
      children: [mountRemote('public_site', publicRoutes, '*')],
    },
  ];
}

/**
 * The admin remote is fetched only when a visitor goes to /admin…, so public pages (most visits,
 * on slow phones) never pay for it. React Router asks here whenever a path matches only the
 * public catch-all, before it renders anything for that path.
 */
export function createAdminRouteDiscovery() {
  let admin: Promise<void> | undefined;
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (!isAdminPath(path)) return;
    admin ??= loadAdminRoutes().then((routes) => patch(LAYOUT_ROUTE_ID, routes));
    await admin;
  };
}

export async function createShellRouter() {
  return createBrowserRouter(await buildShellRoutes(), { patchRoutesOnNavigation: createAdminRouteDiscovery() });
}
