import { Component, use, type ComponentType, type ReactNode } from 'react';
import { Outlet, matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

/**
 * The remotes' route tables (`routes` of public_site and admin_panel) are React Router route objects
 * whose pages come by `lazy`. React Router's data router would load them, but it is half of
 * react-router's code on every page (decision 030: ~17 KB gzip on a phone's first paint). These helpers
 * run the same tables on the declarative `useRoutes`: a lazy route renders its page once loaded
 * (suspending until then, inside the navigation's transition, so the old page stays), an
 * `errorElement` catches what its subtree throws, and `preloadRoutes` loads what an address needs
 * before the first render, so hydration finds the page the server sent.
 */

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
type LazyFunction = () => Promise<LazyResult>;

const loading = new WeakMap<RouteObject, Promise<LazyResult>>();
const loaded = new WeakMap<RouteObject, LazyResult>();

function lazyOf(route: RouteObject): LazyFunction | undefined {
  // Route tables here use the function form of `lazy`; the per-property object form is not supported.
  return typeof route.lazy === 'function' ? (route.lazy as unknown as LazyFunction) : undefined;
}

function load(route: RouteObject, lazy: LazyFunction): Promise<LazyResult> {
  let promise = loading.get(route);
  if (!promise) {
    promise = lazy().then(
      (result) => {
        loaded.set(route, result);
        return result;
      },
      (error: unknown) => {
        loading.delete(route); // a dropped connection: the next render or Retry loads it again
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

function LazyRoute({ route, lazy }: { route: RouteObject; lazy: LazyFunction }) {
  const { Component: Page, element } = loaded.get(route) ?? use(load(route, lazy));
  if (Page) return <Page />;
  return element === undefined ? <Outlet /> : element;
}

interface BoundaryProps {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };
  static getDerivedStateFromError() {
    return { failedAt: '' };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[routes] a route failed', error);
    this.setState({ failedAt: this.props.resetKey });
  }
  override render() {
    // Going to another address tries again (as the data router's errorElement does).
    const failed =
      this.state.failedAt !== null && (this.state.failedAt === '' || this.state.failedAt === this.props.resetKey);
    return failed ? this.props.fallback : this.props.children;
  }
}

/** An `errorElement` for the declarative router: shown instead of the subtree that threw. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} resetKey={pathname}>
      {children}
    </Boundary>
  );
}

const converted = new WeakMap<RouteObject[], RouteObject[]>();

/** The route table for `useRoutes`: lazy pages and error elements become elements. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  const done = converted.get(routes);
  if (done) return done;
  const result = routes.map((route): RouteObject => {
    const {
      lazy: _lazy,
      errorElement,
      ErrorBoundary: _boundary,
      Component: Page,
      children,
      hydrateFallbackElement: _h,
      HydrateFallback: _hf,
      ...rest
    } = route;
    const lazy = lazyOf(route);
    let element: ReactNode = lazy ? <LazyRoute route={route} lazy={lazy} /> : Page ? <Page /> : route.element;
    if (errorElement)
      element = <RouteErrorBoundary fallback={errorElement}>{element ?? <Outlet />}</RouteErrorBoundary>;
    return { ...rest, element, ...(children ? { children: toElementRoutes(children) } : {}) } as RouteObject;
  });
  converted.set(routes, result);
  return result;
}

/**
 * Loads the lazy pages the address matches, so the first render has them (hydration needs the very
 * tree the server rendered, not a suspended one). A page that fails to load is left to its route's
 * error element.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const lazy = lazyOf(route);
      return lazy ? load(route, lazy).catch(() => undefined) : undefined;
    }),
  );
}
