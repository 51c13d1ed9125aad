import type { PartReleases, StoredReleaseSummary } from '@dds/shared/releases';
import { Button, VisuallyHidden } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { colors, media } from '../../ui/theme';
import { Badge } from './release-badges';
import { useAdminText } from '../../i18n/admin-text';
import { inSentence } from './part-names';
import { releasesText } from './releases-text';

interface Props {
  part: PartReleases;
  release: StoredReleaseSummary;
  busy: boolean;
  onTry: () => void;
}

/** One stored release: version, when it was built, its commit, what it is now, and "Try in this browser". */
export function ReleaseItem({ part, release, busy, onTry }: Props) {
  const isLive = part.live === release.version;
  const isCanary = part.canary?.version === release.version;
  const isTried = part.tried === release.version;
  const t = useAdminText(releasesText);
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '6px 12px',
        padding: '10px 0',
        borderTop: '1px solid #e5e7eb',
        [media.narrow]: { alignItems: 'flex-start' },
      }}
    >
      <div css={{ display: 'grid', gap: 2, flex: '1 1 220px', minWidth: 0 }}>
        <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <strong css={{ overflowWrap: 'anywhere' }}>{release.version}</strong>
          {isLive && <Badge tone="live">{t('release.live')}</Badge>}
          {isCanary && <Badge tone="canary">{t('release.canary')}</Badge>}
          {isTried && <Badge tone="try">{t('release.trying')}</Badge>}
        </span>
        <span css={{ fontSize: 13, color: colors.muted }}>
          {t('release.built', { when: formatIst(release.builtAt) })}
          <code>{release.commit}</code>
        </span>
      </div>
      {!isLive && !isTried && (
        // The name starts with the visible words, so voice control ("click Try in this browser") finds it.
        <Button type="button" disabled={busy} onClick={onTry}>
          {t('release.try')}
          <VisuallyHidden>
            {t('release.tryFor', { part: inSentence(t(`part.${part.part}`)), version: release.version })}
          </VisuallyHidden>
        </Button>
      )}
    </li>
  );
}
