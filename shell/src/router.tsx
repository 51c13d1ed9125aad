import type { ComponentType } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadRemoteModule, type RemoteName } from './federation/remote-registry';
import { RemoteUnavailable } from './layout/remote-unavailable';
import { PageLoading, ShellLayout } from './layout/shell-layout';

/** What each remote's './routes' module exposes: its route table (paths + lazy pages). */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/**
 * Each remote's routes sit under a pathless route with its own errorElement: a page chunk of one
 * remote that fails to load shows that remote's "unavailable" screen and nothing else breaks.
 */
function mountRemote(remote: RemoteName, module: RemoteRoutesModule | null, fallbackPath: string): RouteObject {
  if (!module) return { path: fallbackPath, element: <RemoteUnavailable remote={remote} /> };
  return { id: remote, element: <Outlet />, errorElement: <RemoteUnavailable remote={remote} />, children: module.routes };
}

export async function buildShellRoutes(): Promise<RouteObject[]> {
  const [publicRoutes, adminRoutes, header, footer] = await Promise.all([
    loadRemoteModule<RemoteRoutesModule>('public_site', 'routes'),
    loadRemoteModule<RemoteRoutesModule>('admin_panel', 'routes'),
    loadRemoteModule<{ default: ComponentType }>('public_site', 'Header'),
    loadRemoteModule<{ default: ComponentType }>('public_site', 'Footer'),
  ]);
  const chrome = { Header: header?.default ?? null, Footer: footer?.default ?? null };
  return [
    {
      element: <ShellLayout chrome={chrome} />,
      hydrateFallbackElement: <PageLoading />,
      children: [mountRemote('public_site', publicRoutes, '*'), mountRemote('admin_panel', adminRoutes, '/admin/*')],
    },
  ];
}

export async function createShellRouter() {
  return createBrowserRouter(await buildShellRoutes());
}
