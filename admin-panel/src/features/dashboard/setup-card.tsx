import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { SITE_SETTINGS_FIELDS, type SiteSettingsField } from '@dds/shared/schemas/site-settings';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { Card } from '../../ui/controls';
import { TAP, colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { ContentTodoList } from './content-setup';
import { dashboardText } from './dashboard-text';
import { useDashboardRead } from './first-reads';

/** The details whose absence the public site shows; what it misses is `setup.why.<field>` (./dashboard-text.ts). */
const IMPORTANT_SETTINGS = [
  'instituteName',
  'address',
  'phone',
  'email',
  'whatsapp',
  'officeHours',
  'upiId',
] as const satisfies readonly SiteSettingsField[];
const isImportant = (field: SiteSettingsField) => (IMPORTANT_SETTINGS as readonly string[]).includes(field);

const SettingsLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${TAP};
  padding: 0 18px;
  border-radius: 6px;
  background: ${colors.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${colors.brandDark}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/**
 * On a fresh install the public site leaves out every detail nobody has entered yet (no fake
 * numbers). This card lists what is still empty, with the way to fix it, and disappears once
 * everything important is set. If the settings cannot be read it stays quiet: the counts matter more.
 */
export function SetupCard() {
  const t = useAdminText(dashboardText);
  const [read] = useDashboardRead('settings');
  const settings = read?.ok ? read.value : null;
  // Samples and empty people blocks of the public pages (decision 021): listed under the settings.
  const [todosRead] = useDashboardRead('todos');
  const todos = todosRead?.ok ? todosRead.value : [];

  const important = settings ? IMPORTANT_SETTINGS.filter((f) => !settings[f].trim()) : [];
  if (important.length === 0 && todos.length === 0) return null;
  const optional = settings ? SITE_SETTINGS_FIELDS.filter((f) => !isImportant(f) && !settings[f].trim()) : [];
  return (
    <Card
      aria-labelledby="setup-title"
      data-testid="setup-card"
      css={{ display: 'grid', gap: 10, borderLeft: `5px solid ${colors.warnText}` }}
    >
      <h2 id="setup-title" css={{ margin: 0, fontSize: 18 }}>
        {t('setup.title')}
      </h2>
      {important.length > 0 && (
        <>
          <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{t('setup.emptyLead')}</p>
          <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
            {important.map((f) => (
              <li key={f}>
                <strong>{t(`setting.${f}`)}</strong> — {t(`setup.why.${f}`)}
              </li>
            ))}
          </ul>
          {optional.length > 0 && (
            <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>
              {t('setup.optional', { fields: optional.map((f) => t(`setting.${f}`)).join(', ') })}
            </p>
          )}
          <SettingsLink to={ADMIN_ROUTES.settings}>{t('setup.fill')}</SettingsLink>
        </>
      )}
      {todos.length > 0 && <ContentTodoList todos={todos} />}
    </Card>
  );
}
