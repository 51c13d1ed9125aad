import type { PartReleases } from '@dds/shared/releases';
import { Button, Card, Notice } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { inSentence } from './part-names';
import { releasesText } from './releases-text';
import { ReleaseItem } from './release-item';

interface Props {
  part: PartReleases;
  busy: boolean;
  onTry: (version: string) => void;
  onBackToLive: () => void;
}

/** One part (site frame, public site, admin panel): what visitors get, what fails to load, and every stored release. */
export function PartCard({ part, busy, onTry, onBackToLive }: Props) {
  const t = useAdminText(releasesText);
  const name = t(`part.${part.part}`);
  const headingId = `release-part-${part.part}`;
  const live = part.releases.find((release) => release.version === part.live);
  const failures = part.loadFailures.filter((failure) => failure.count > 0);
  // The server lists them newest first already; sorting here keeps that true whatever it sends.
  const newestFirst = [...part.releases].sort((a, b) => b.builtAt.localeCompare(a.builtAt));

  return (
    <Card aria-labelledby={headingId} css={{ display: 'grid', gap: 12, padding: 16 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {name}
      </h2>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gap: '4px 12px',
          fontSize: 14,
          dt: { fontWeight: 600 },
          dd: { margin: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('part.live')}</dt>
        <dd>
          {part.live ?? t('part.noRelease')}
          {live && (
            <span css={{ color: colors.muted }}>
              {t('part.built', { when: formatIst(live.builtAt) })}
              <code>{live.commit}</code>
            </span>
          )}
        </dd>
        {part.canary && (
          <>
            <dt>{t('part.canary')}</dt>
            <dd>
              {part.canary.version}{' '}
              <span css={{ color: colors.muted }}>{t('part.canaryShare', { percent: part.canary.percent })}</span>
            </dd>
          </>
        )}
      </dl>

      {failures.map((failure) => (
        <Notice key={failure.version} tone="error" data-testid="load-failures">
          <strong>{t('part.failedTitle')}</strong>
          {t('part.failed', {
            count: failure.count,
            what:
              failure.version === 'unreleased'
                ? t('part.buildFolder')
                : t('part.release', { version: failure.version }),
          })}
        </Notice>
      ))}

      {part.tried && (
        <Notice tone="info" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}>
          <span css={{ flex: '1 1 200px' }}>{t('part.trying', { part: inSentence(name), version: part.tried })}</span>
          <Button type="button" disabled={busy} onClick={onBackToLive}>
            {t('part.backToLive')}
          </Button>
        </Notice>
      )}

      <div>
        <h3 css={{ margin: '0 0 4px', fontSize: 15 }}>{t('part.stored')}</h3>
        {part.releases.length === 0 ? (
          <p css={{ margin: 0, fontSize: 14, color: colors.muted }}>{t('part.noneStored')}</p>
        ) : (
          <ul
            aria-label={t('part.storedOf', { part: inSentence(name) })}
            css={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {newestFirst.map((release) => (
              <ReleaseItem
                key={release.version}
                part={part}
                release={release}
                busy={busy}
                onTry={() => onTry(release.version)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
