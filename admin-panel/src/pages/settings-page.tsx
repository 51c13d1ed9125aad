import { SettingsForm } from '../features/settings/settings-form';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { PageTitle } from '../ui/controls';
import { ViewOnSite } from '../ui/view-on-site';
import { colors } from '../ui/theme';
import { useAdminText } from '../i18n/admin-text';
import { settingsText } from '../features/settings/settings-text';

export function SettingsPage() {
  const t = useAdminText(settingsText);
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '0 16px',
          }}
        >
          <PageTitle id="settings-title" css={{ marginBottom: 6 }}>
            {t('settings.title')}
          </PageTitle>
          <ViewOnSite href={PUBLIC_ROUTES.home.link}>{t('settings.viewSite')}</ViewOnSite>
        </div>
        <p css={{ margin: 0, color: colors.muted }}>{t('settings.lead')}</p>
      </div>
      <SettingsForm />
    </div>
  );
}
