import type { ComponentType, ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isAdminPath } from '@dds/shared/routes';
import { loadRemoteModule, type RemoteName } from './federation/remote-registry';
import { RemoteUnavailable } from './layout/remote-unavailable';
import { PageLoading, ShellLayout, type PublicChrome } from './layout/shell-layout';

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

const loadDefault = async <P,>(expose: string): Promise<ComponentType<P> | null> =>
  (await loadRemoteModule<{ default: ComponentType<P> }>('public_site', expose))?.default ?? null;

/**
 * The public remote's frame around its pages: its Layout (the tree its server render uses, so the
 * shell can hydrate the server's page), or from a release without one its Header and Footer.
 */
export async function loadPublicChrome(): Promise<PublicChrome> {
  const Layout = await loadDefault<{ children: ReactNode }>('Layout');
  if (Layout) return { Layout, Header: null, Footer: null };
  const [Header, Footer] = await Promise.all([loadDefault('Header'), loadDefault('Footer')]);
  return { Layout: null, Header, Footer };
}

/** The public remote's routes and frame are needed for the first paint of any public page. */
export async function buildShellRoutes(chromeLoading: Promise<PublicChrome> = loadPublicChrome()): Promise<RouteObject[]> {
  const [publicRoutes, chrome] = await Promise.all([loadRemoteModule<RemoteRoutesModule>('public_site', 'routes'), chromeLoading]);
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

/** The router, and the public frame it lays pages out in (bootstrap hydrates only inside a Layout). */
export async function createShellRouter() {
  const chromeLoading = loadPublicChrome();
  const discovery = createAdminRouteDiscovery();
  // Opened on /admin (an office phone): fetch the admin remote beside the public one, not after it.
  if (isAdminPath(window.location.pathname)) void discovery.prefetch().catch(() => undefined);
  const router = createBrowserRouter(await buildShellRoutes(chromeLoading), { patchRoutesOnNavigation: discovery });
  return { router, chrome: await chromeLoading };
}
