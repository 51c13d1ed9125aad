import { SettingsForm } from '../features/settings/settings-form';
import { PageTitle } from '../ui/controls';
import { colors } from '../ui/theme';

export function SettingsPage() {
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <PageTitle id="settings-title" css={{ marginBottom: 6 }}>
          Settings
        </PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          The details visitors see on every page of the site: footer, contact page and donation box. Changes are live as soon as you save.
        </p>
      </div>
      <SettingsForm />
    </div>
  );
}
