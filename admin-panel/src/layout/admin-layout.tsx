import { lazy, Suspense } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { AdminGate } from '../features/auth/admin-gate';

// The back-office frame (navigation, header, every screen's shell) loads only once someone is
// signed in: on a phone the login screen shows without waiting for it (decision 032: /admin LCP).
const AdminFrame = lazy(async () => ({ default: (await import('./admin-frame')).AdminFrame }));

/** Layout route of the whole /admin table: the guard first, then the back-office frame. */
export function AdminLayout() {
  return (
    <AdminGate>
      <Suspense fallback={<div role="status">{MESSAGES.loading}</div>}>
        <AdminFrame />
      </Suspense>
    </AdminGate>
  );
}
