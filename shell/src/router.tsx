import { use } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadRoutes, toElementRoutes } from '@dds/shared/lazy-routes';
import { isAdminPath } from '@dds/shared/routes';
import { stripLanguage } from '@dds/shared/language-paths';
import type { PublicSiteExposes, RemoteRoutesModule } from './federation/remote-exposes';
import { loadRemoteModule, type RemoteName } from './federation/remote-registry';
import { RemoteUnavailable } from './layout/remote-unavailable';
import { ShellLayout, type PublicChrome } from './layout/shell-layout';

/**
 * Each remote's routes sit under a pathless route with its own errorElement: a page chunk of one
 * remote that fails to load shows that remote's "unavailable" screen and nothing else breaks.
 */
function mountRemote(remote: RemoteName, module: RemoteRoutesModule | null, fallbackPath: string): RouteObject {
  if (!module) return { path: fallbackPath, element: <RemoteUnavailable remote={remote} /> };
  return { element: <Outlet />, errorElement: <RemoteUnavailable remote={remote} />, children: module.routes };
}

/** The admin remote's routes (or its fallback when it is down). */
export async function loadAdminRoutes(): Promise<RouteObject> {
  return mountRemote('admin_panel', await loadRemoteModule('admin_panel', 'routes'), '/admin/*');
}

const loadDefault = async <E extends 'Layout' | 'Header' | 'Footer'>(
  expose: E,
): Promise<PublicSiteExposes[E]['default'] | null> => (await loadRemoteModule('public_site', expose))?.default ?? null;

/**
 * The public remote's frame around its pages: its Layout (the tree its server render uses, so the
 * shell can hydrate the server's page), or from a release without one its Header and Footer.
 */
export async function loadPublicChrome(): Promise<PublicChrome> {
  const Layout = await loadDefault('Layout');
  if (Layout) return { Layout, Header: null, Footer: null };
  const [Header, Footer] = await Promise.all([loadDefault('Header'), loadDefault('Footer')]);
  return { Layout: null, Header, Footer };
}

/** The public remote's routes in the shell's frame with the public chrome. */
async function loadPublicFrame(
  chromeLoading: Promise<PublicChrome> = loadPublicChrome(),
): Promise<{ frame: RouteObject; chrome: PublicChrome }> {
  const [publicRoutes, chrome] = await Promise.all([loadRemoteModule('public_site', 'routes'), chromeLoading]);
  return {
    frame: { element: <ShellLayout chrome={chrome} />, children: [mountRemote('public_site', publicRoutes, '*')] },
    chrome,
  };
}

const NO_CHROME: PublicChrome = { Layout: null, Header: null, Footer: null };

/**
 * The route table of the page's life: the part its first address needs (the public site, or on an
 * /admin address only the admin panel), and the other part added on the first visit to one of its
 * paths — so public pages (most visits, on slow phones) never fetch the admin panel, and the admin
 * login on an office phone does not wait for the public site (decision 030).
 */
export class ShellRouteTable {
  private readonly tables = new Map<string, Promise<RouteObject[]>>();
  private publicFrame?: Promise<RouteObject>;
  private adminFrame?: Promise<RouteObject>;
  private firstAdmin = false;

  /** The public frame, already being loaded (its chrome with it, so bootstrap knows the Layout). */
  static startingPublic(chromeLoading: Promise<PublicChrome> = loadPublicChrome()): {
    table: ShellRouteTable;
    chrome: Promise<PublicChrome>;
  } {
    const table = new ShellRouteTable();
    const loading = loadPublicFrame(chromeLoading);
    table.publicFrame = loading.then(({ frame }) => frame);
    return { table, chrome: loading.then(({ chrome }) => chrome) };
  }

  static startingAdmin(): ShellRouteTable {
    const table = new ShellRouteTable();
    table.firstAdmin = true;
    table.adminFrame = table.loadAdminFrame();
    return table;
  }

  private loadAdminFrame(): Promise<RouteObject> {
    // Opened on /admin, the admin routes sit in a frame of their own, without the public chrome
    // (hidden on /admin anyway); after a public first address, beside the public pages.
    return loadAdminRoutes().then((admin) => ({ element: <ShellLayout chrome={NO_CHROME} />, children: [admin] }));
  }

  private loadPublicFrame(): Promise<RouteObject> {
    // The remote's modules come through loadRemoteModule, which answers null for a dead remote (its
    // fallback is mounted); anything else that fails shows the fallback until the next page load.
    return loadPublicFrame().then(
      ({ frame }) => frame,
      () => mountRemote('public_site', null, '*'),
    );
  }

  /** The routes for an address: one promise per set of parts, so `use` sees the same one again. */
  routesFor(pathname: string): Promise<RouteObject[]> {
    if (isAdminPath(pathname)) this.adminFrame ??= this.loadAdminFrame();
    else this.publicFrame ??= this.loadPublicFrame();
    const parts = [
      this.firstAdmin ? this.adminFrame : this.publicFrame,
      this.firstAdmin ? this.publicFrame : this.adminFrame,
    ].filter((part): part is Promise<RouteObject> => part !== undefined);
    const key = `${this.firstAdmin}:${parts.length}`;
    let table = this.tables.get(key);
    if (!table) {
      table = trackSettled(Promise.all(parts));
      this.tables.set(key, table);
    }
    return table;
  }

  /** Loads the routes and the pages an address shows, so its first render needs nothing more. */
  async preload(pathname: string): Promise<void> {
    await preloadRoutes(await this.routesFor(pathname), pathname);
  }
}

/**
 * Marks the promise with its outcome the way React's `use` reads it, so a table that is already in
 * renders at once (no suspended pass before hydration).
 */
function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** The shell's routes, rendered by the declarative router (`useRoutes`) inside <BrowserRouter>. */
export function ShellRoutes({ table }: { table: ShellRouteTable }) {
  const { pathname } = useLocation();
  return <RoutesOf routes={use(table.routesFor(pathname))} />;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(toElementRoutes(routes));
}

/** The route table for the address the page was opened on (without its /hi: the router's basename), and the public frame it lays pages out in. */
export async function createShellRoutes(
  pathname = stripLanguage(window.location.pathname),
): Promise<{ table: ShellRouteTable; chrome: PublicChrome }> {
  if (isAdminPath(pathname)) {
    const table = ShellRouteTable.startingAdmin();
    await table.preload(pathname);
    return { table, chrome: NO_CHROME };
  }
  const { table, chrome } = ShellRouteTable.startingPublic();
  await table.preload(pathname);
  return { table, chrome: await chrome };
}
