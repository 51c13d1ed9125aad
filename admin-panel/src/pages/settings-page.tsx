import { SettingsForm } from '../features/settings/settings-form';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { PageTitle } from '../ui/controls';
import { ViewOnSite } from '../ui/view-on-site';
import { colors } from '../ui/theme';

export function SettingsPage() {
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
            Settings
          </PageTitle>
          <ViewOnSite href={PUBLIC_ROUTES.home.link}>View the site</ViewOnSite>
        </div>
        <p css={{ margin: 0, color: colors.muted }}>
          The details visitors see on every page of the site: footer, contact page and donation box. Changes are live as
          soon as you save.
        </p>
      </div>
      <SettingsForm />
    </div>
  );
}
