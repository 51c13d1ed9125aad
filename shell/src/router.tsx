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
  let routes: Promise<RouteObject[]> | undefined;
  let admin: Promise<void> | undefined;
  /** Starts fetching the admin remote (once), e.g. at start on an /admin address. */
  const prefetch = () => (routes ??= loadAdminRoutes());
  const discover = async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (!isAdminPath(path)) return;
    admin ??= prefetch().then((children) => patch(LAYOUT_ROUTE_ID, children));
    await admin;
  };
  return Object.assign(discover, { prefetch });
}

export async function createShellRouter() {
  const discovery = createAdminRouteDiscovery();
  // Opened on /admin (an office phone): fetch the admin remote beside the public one, not after it.
  if (isAdminPath(window.location.pathname)) void discovery.prefetch().catch(() => undefined);
  return createBrowserRouter(await buildShellRoutes(), { patchRoutesOnNavigation: discovery });
}
