import type { ComponentType, ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isAdminPath } from '@dds/shared/routes';
import { loadRemoteModule, type RemoteName } from './federation/remote-registry';
import { RemoteUnavailable } from './layout/remote-unavailable';
import { PageLoading, ShellLayout, type PublicChrome } from './layout/shell-layout';
import { yieldToMain } from './yield-to-main';

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

const NO_CHROME: PublicChrome = { Layout: null, Header: null, Footer: null };
const PUBLIC_LAYOUT_ROUTE_ID = 'shell-layout-public';

/**
 * Opened on /admin (an office phone, issue 14): the admin routes only, in a frame without the
 * public chrome (hidden on /admin anyway). The public remote is not fetched before the login shows.
 */
export async function buildAdminFirstRoutes(): Promise<RouteObject[]> {
  return [{ id: LAYOUT_ROUTE_ID, element: <ShellLayout chrome={NO_CHROME} />, hydrateFallbackElement: <PageLoading />, children: await loadAdminRoutes() }];
}

/**
 * After an /admin first address, the public site is discovered like the admin panel is for public
 * first addresses: on the first navigation to a public path, its routes are added in their own
 * frame (with the public header and footer) before React Router renders that path.
 */
export function createPublicRouteDiscovery() {
  let mounted: Promise<void> | undefined;
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (isAdminPath(path)) return;
    mounted ??= buildShellRoutes().then(
      ([layout]) => patch(null, [{ ...layout!, id: PUBLIC_LAYOUT_ROUTE_ID }]),
      (error: unknown) => {
        mounted = undefined; // try again on the next navigation
        throw error;
      },
    );
    await mounted;
  };
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
    admin ??= loadAdminRoutes().then((children) => patch(LAYOUT_ROUTE_ID, children));
    await admin;
  };
}

/** The router, and the public frame it lays pages out in (bootstrap hydrates only inside a Layout). */
export async function createShellRouter() {
  if (isAdminPath(window.location.pathname)) {
    const router = createBrowserRouter(await buildAdminFirstRoutes(), { patchRoutesOnNavigation: createPublicRouteDiscovery() });
    return { router, chrome: NO_CHROME };
  }
  const chromeLoading = loadPublicChrome();
  const routes = await buildShellRoutes(chromeLoading);
  // The remote's modules were just evaluated: ranking the routes and starting the first
  // navigation (which loads the page's chunk) is a task of its own.
  await yieldToMain();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: createAdminRouteDiscovery() });
  return { router, chrome: await chromeLoading };
}
