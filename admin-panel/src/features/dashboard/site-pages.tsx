import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { Card } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { ViewOnSite } from '../../ui/view-on-site';
import { useAdminText } from '../../i18n/admin-text';
import { dashboardText } from './dashboard-text';

/** The public pages the panel's screens change, each a link to see it as a visitor does (a new tab). */
const PAGES = [
  { href: PUBLIC_ROUTES.home.link, label: 'sitePages.home' },
  { href: PUBLIC_ROUTES.offlineCourses.link, label: 'sitePages.offlineCourses' },
  { href: PUBLIC_ROUTES.onlineCourses.link, label: 'sitePages.onlineCourses' },
  { href: PUBLIC_ROUTES.photos.link, label: 'sitePages.photos' },
  { href: PUBLIC_ROUTES.videos.link, label: 'sitePages.videos' },
  { href: PUBLIC_ROUTES.about.link, label: 'sitePages.about' },
] as const;

/** "On the site": after a change, one tap to check how it looks where visitors see it. */
export function SitePages() {
  const t = useAdminText(dashboardText);
  return (
    <Card aria-labelledby="site-pages-title" css={{ display: 'grid', gap: 4 }}>
      <h2 id="site-pages-title" css={{ margin: 0, fontSize: 18 }}>
        {t('sitePages.title')}
      </h2>
      <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{t('sitePages.lead')}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0 20px' }}>
        {PAGES.map((page) => (
          <li key={page.href}>
            <ViewOnSite href={page.href}>{t(page.label)}</ViewOnSite>
          </li>
        ))}
      </ul>
    </Card>
  );
}
