import { Link } from 'react-router-dom';
import { Card, PageTitle } from '../ui/controls';
import { useSession } from '../features/auth/session-store';
import { frameText } from '../layout/frame-text';
import { navItemsFor } from '../layout/nav-items';
import { useAdminText } from '../i18n/admin-text';

/** Any /admin/… address we do not know (an old bookmark, a typo): say so and offer the real sections. */
export function NotFoundPage() {
  const role = useSession((s) => s.role);
  const t = useAdminText(frameText);
  return (
    <Card>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.lead')}</p>
      <ul>
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.label)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
