import { SiteImagesCard, SiteTextScreen } from '../features/site-text';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';
import { useAdminText } from '../i18n/admin-text';
import { siteTextEditorText } from '../features/site-text/editor-text';

export function SiteTextPage() {
  const t = useAdminText(siteTextEditorText);
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <PageTitle id="site-text-title" css={{ marginBottom: 6 }}>
          {t('siteText.title')}
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>{t('siteText.lead')}</p>
      </div>
      <SiteImagesCard />
      <SiteTextScreen />
    </div>
  );
}
