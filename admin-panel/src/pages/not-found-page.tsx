import { Link } from 'react-router-dom';
import { Card, PageTitle } from '../ui/controls';
import { useSession } from '../features/auth/session-store';
import { navItemsFor } from '../layout/nav-items';

/** Any /admin/… address we do not know (an old bookmark, a typo): say so and offer the real sections. */
export function NotFoundPage() {
  const role = useSession((s) => s.role);
  return (
    <Card>
      <PageTitle>Page not found</PageTitle>
      <p>This admin address does not exist. Choose a section:</p>
      <ul>
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
