import { Button, Notice, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';
import { colors } from '../../ui/theme';
import { AboutLine } from './about-line';
import { PartCard } from './part-card';
import { reloadPage, useTryActions } from './use-try-actions';
import { useReleasesOverview } from './use-releases-overview';
import { useAdminText } from '../../i18n/admin-text';
import { withElements } from '../../i18n/with-elements';
import { uiText } from '../../ui/ui-text';
import { releasesText } from './releases-text';

/** Which release of each part visitors get, and trying another one in this browser only. */
export function ReleasesView() {
  const { overview, error, reload } = useReleasesOverview();
  const actions = useTryActions(() => void reload());
  const nothingStored = overview?.parts.every((part) => part.releases.length === 0);
  const t = useAdminText(releasesText);
  const ui = useAdminText(uiText);

  return (
    <section aria-labelledby="releases-title" css={{ display: 'grid', gap: 16 }}>
      <div>
        <PageTitle id="releases-title" css={{ marginBottom: 4 }}>
          {t('releases.title')}
        </PageTitle>
        <p css={{ margin: '0 0 4px', maxWidth: '70ch' }}>{t('releases.lead')}</p>
        <p css={{ margin: 0, fontSize: 14, color: colors.muted, maxWidth: '70ch' }}>
          {withElements((values) => t('releases.developers', values), {
            promote: <code>pnpm promote</code>,
            rollback: <code>pnpm rollback</code>,
          })}
        </p>
        {/* Always there, so what appears in it is announced; it takes no room while empty. */}
        <div aria-live="polite" css={{ display: 'grid', gap: 12, '&:not(:empty)': { marginTop: 12 } }}>
          {!overview && !error && (
            <p role="status" css={{ margin: 0, color: colors.muted }}>
              {ui('common.loading')}
            </p>
          )}
          {error && <LoadFailed what={t('releases.what')} error={error} onRetry={() => void reload()} />}
          {actions.needsReload && (
            <Notice tone="info" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}>
              <span css={{ flex: '1 1 200px' }}>{t('releases.nextLoad')}</span>
              <Button type="button" variant="primary" onClick={reloadPage}>
                {t('releases.reloadNow')}
              </Button>
            </Notice>
          )}
        </div>
      </div>

      {overview && <AboutLine parts={overview.parts} />}
      {nothingStored && <Notice tone="info">{t('releases.empty')}</Notice>}
      {overview && !nothingStored && (
        <div
          css={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
            alignItems: 'start',
          }}
        >
          {overview.parts.map((part) => (
            <PartCard
              key={part.part}
              part={part}
              busy={actions.busy}
              onTry={(version) => void actions.tryRelease(part.part, version)}
              onBackToLive={() => void actions.backToLive()}
            />
          ))}
        </div>
      )}
    </section>
  );
}
