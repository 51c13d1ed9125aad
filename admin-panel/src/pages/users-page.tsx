import { UsersView } from '../features/users/users-view';

export function UsersPage() {
  return <UsersView />;
}
