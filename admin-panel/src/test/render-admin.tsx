import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
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
  const router = createMemoryRouter([{ hydrateFallbackElement: <p>Opening the page…</p>, children: routes }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toast />
    </>,
  );
  return { ...view, router, user };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 20) {
  return { items, total, page, pageSize };
}
