import { Link } from 'react-router-dom';
import { Card, PageTitle } from '../ui/controls';
import { NAV_ITEMS } from '../layout/nav-items';

/** Any /admin/… address we do not know (an old bookmark, a typo): say so and offer the real sections. */
export function NotFoundPage() {
  return (
    <Card>
      <PageTitle>Page not found</PageTitle>
      <p>This admin address does not exist. Choose a section:</p>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
