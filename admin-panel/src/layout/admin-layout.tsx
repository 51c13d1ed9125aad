import { AdminGate } from '../features/auth/admin-gate';
import { AdminFrame } from './admin-frame';

/** Layout route of the whole /admin table: the guard first, then the back-office frame. */
export function AdminLayout() {
  return (
    <AdminGate>
      <AdminFrame />
    </AdminGate>
  );
}
