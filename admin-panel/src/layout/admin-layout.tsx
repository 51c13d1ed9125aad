import { lazy, Suspense } from 'react';
import { AdminGate } from '../features/auth/admin-gate';
import { useAdminText } from '../i18n/admin-text';
import { uiText } from '../ui/ui-text';

// The back-office frame (navigation, header, every screen's shell) loads only once someone is
// signed in: on a phone the login screen shows without waiting for it (decision 032: /admin LCP).
const AdminFrame = lazy(async () => ({ default: (await import('./admin-frame')).AdminFrame }));

/**
 * Layout route of the whole /admin table: the guard first, then the back-office frame. It speaks the
 * panel's language from here (decision 026 §8), which also puts the catalogue lookup and its
 * formatter in this chunk, the parent of every screen's: one copy, not one per screen's chunk.
 */
export function AdminLayout() {
  const ui = useAdminText(uiText);
  return (
    <AdminGate>
      <Suspense fallback={<div role="status">{ui('common.loading')}</div>}>
        <AdminFrame />
      </Suspense>
    </AdminGate>
  );
}
