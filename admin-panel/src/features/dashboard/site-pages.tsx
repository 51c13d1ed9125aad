import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { Card } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { ViewOnSite } from '../../ui/view-on-site';

/** The public pages the panel's screens change, each a link to see it as a visitor does (a new tab). */
const PAGES = [
  { href: PUBLIC_ROUTES.home.link, label: 'Home' },
  { href: PUBLIC_ROUTES.offlineCourses.link, label: 'Offline courses' },
  { href: PUBLIC_ROUTES.onlineCourses.link, label: 'Online courses' },
  { href: PUBLIC_ROUTES.photos.link, label: 'Photos' },
  { href: PUBLIC_ROUTES.videos.link, label: 'Videos' },
  { href: PUBLIC_ROUTES.about.link, label: 'About' },
] as const;

/** "On the site": after a change, one tap to check how it looks where visitors see it. */
export function SitePages() {
  return (
    <Card aria-labelledby="site-pages-title" css={{ display: 'grid', gap: 4 }}>
      <h2 id="site-pages-title" css={{ margin: 0, fontSize: 18 }}>
        On the site
      </h2>
      <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>
        The pages your changes appear on, as visitors see them.
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0 20px' }}>
        {PAGES.map((page) => (
          <li key={page.href}>
            <ViewOnSite href={page.href}>{page.label}</ViewOnSite>
          </li>
        ))}
      </ul>
    </Card>
  );
}
