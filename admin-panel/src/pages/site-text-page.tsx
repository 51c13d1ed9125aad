import { SiteImagesCard, SiteTextScreen } from '../features/site-text';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';

export function SiteTextPage() {
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <PageTitle id="site-text-title" css={{ marginBottom: 6 }}>
          Site text
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          Every heading, claim and line of the public pages, and each page's title and description for search results
          and shared links. A saved text is live at the next page load; every change is in Activity with the words
          before and after.
        </p>
      </div>
      <SiteImagesCard />
      <SiteTextScreen />
    </div>
  );
}
