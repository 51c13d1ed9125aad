import { SettingsForm } from '../features/settings/settings-form';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ScreenHeader } from '../ui/screen-header';
import { useAdminText } from '../i18n/admin-text';
import { settingsText } from '../features/settings/settings-text';

export function SettingsPage() {
  const t = useAdminText(settingsText);
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <ScreenHeader
        title={t('settings.title')}
        titleId="settings-title"
        site={{ href: PUBLIC_ROUTES.home.link, label: t('settings.viewSite') }}
        lead={t('settings.lead')}
      />
      <SettingsForm />
    </div>
  );
}
