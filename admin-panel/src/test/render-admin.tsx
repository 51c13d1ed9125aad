import { Suspense, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Outlet,
  UNSAFE_NavigationContext,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { preloadRoutes, toElementRoutes } from '@dds/shared/lazy-routes';
import { Toast } from '@dds/shared/toast';
import type { AdminRole } from '@dds/shared/schemas/account';
import { routes } from '../routes';
import { resetSessionForTests, type SessionStatus } from '../features/auth/session-store';
import type { Queue } from '../features/dashboard/queue-api';
import { resetQueueForTests } from '../features/dashboard/queue-store';

/** The top bar polls the work queue on every screen; unless a test says otherwise, nothing is waiting. */
export const EMPTY_QUEUE: Queue = {
  newToday: 0,
  inquiriesNotContacted: 0,
  admissionsPending: 0,
  donationsToVerify: 0,
  newSince: 0,
  latestAt: null,
};

/** Where the test's router is: `router.state.location`, read as the data router's was. */
export interface TestRouter {
  state: { location: Location };
}

const table: RouteObject[] = [{ element: <Outlet />, children: routes }];

/** The admin table as the shell runs it in production: `useRoutes` over @dds/shared/lazy-routes (decision 030). */
function AdminRoutes() {
  return useRoutes(toElementRoutes(table));
}

/**
 * As the shell does before its first render (createShellRoutes): the pages the first address needs
 * are loaded, then the routes render without suspending.
 */
function PreloadedAdminRoutes({ pathname }: { pathname: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void preloadRoutes(table, pathname).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [pathname]);
  return ready ? <AdminRoutes /> : <p>Opening the page…</p>;
}

/**
 * A navigation waits for its page's code, then moves. In production the declarative router moves in
 * a transition that suspends on a lazy page until its code is in, the old page staying meanwhile
 * (@dds/shared/lazy-routes; shell/src/router.test.tsx tests that with awaited `act`s). Here the
 * move starts inside Testing Library's synchronous `act` (every user-event click), and React 19 does
 * not retry a render that suspended there ("A component suspended inside an `act` scope, but the
 * `act` call was not awaited"): the test would stay on the old page. So the code is loaded first,
 * as the shell's first render does (decision 030), and the move made when it is in.
 */
function LoadPagesBeforeMoving() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname: current } = useLocation();
  useLayoutEffect(() => {
    const original = { push: navigator.push, replace: navigator.replace };
    const pathOf = (to: To) =>
      (typeof to === 'string' ? new URL(to, `http://admin.test${current}`).pathname : to.pathname) ?? current;
    const later =
      (move: typeof navigator.push): typeof navigator.push =>
      (to, ...rest) =>
        void preloadRoutes(table, pathOf(to)).then(() => move.call(navigator, to, ...rest));
    navigator.push = later(original.push);
    navigator.replace = later(original.replace);
    return () => void Object.assign(navigator, original);
  }, [navigator, current]);
  return null;
}

function LocationProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  useLayoutEffect(() => {
    router.state.location = location;
  }, [router, location]);
  return null;
}

/**
 * Renders the real admin route table (guard, layout, lazy pages) at `path`, as the shell would.
 * `session` presets the store (signed in: an owner unless `role` says staff), `queue` answers the top bar's polling; by default the guard asks the (mocked) server like on a real load.
 */
export function renderAdmin(
  path: string | { pathname: string; search?: string; state?: unknown },
  session?: { status: SessionStatus; email?: string; role?: AdminRole },
  queue: (since?: string | null) => Promise<Queue> = async () => EMPTY_QUEUE,
) {
  // A signed-in admin is an owner unless the test says staff: most screens test the whole panel.
  const role = session?.role ?? (session?.status === 'authenticated' ? 'owner' : null);
  resetSessionForTests(session?.status ?? 'checking', session?.email ?? null, role);
  resetQueueForTests(queue);
  const pathname = typeof path === 'string' ? new URL(path, 'http://admin.test').pathname : path.pathname;
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: 'default' } },
  };
  const user = userEvent.setup();
  // The declarative router production runs (jest maps react-router-dom to its slim file, decision
  // 030): MemoryRouter is BrowserRouter's in-memory twin, and a lazy page suspends as in the shell.
  const view = render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe router={router} />
        <LoadPagesBeforeMoving />
        <Suspense fallback={<p>Opening the page…</p>}>
          <PreloadedAdminRoutes pathname={pathname} />
        </Suspense>
      </MemoryRouter>
      <Toast />
    </>,
  );
  return { ...view, router, user };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 20) {
  return { items, total, page, pageSize };
}
