import { useState } from 'react';
import { BACKUP_LATE_GRACE_HOURS } from '@dds/shared/schemas/owner';
import { can } from '@dds/shared/schemas/permissions';
import { useAdminText } from '../../i18n/admin-text';
import { Button, ButtonLink, Notice } from '../../ui/controls';
import { formatWhen } from '../../ui/format';
import { OwnerOnlyButton } from '../../ui/owner-only-button';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import { ageInWords, everyInWords } from './backup-age';
import { cardsText } from './cards-text';
import { useDashboardRead } from './first-reads';
import { backUpNow, latestBackupUrl } from './owner-tools-api';
import { ToolCard, ToolRefusal, useToolAction } from './tool-card';

/**
 * How old the newest backup is (everyone), warning when the schedule is off, late or failing; for
 * the owner, "Back up now" and "Download the latest backup" (one .tar.gz, streamed by the server).
 * A copy off the server is the only one that survives losing the server's disk.
 */
export function BackupsCard() {
  const t = useAdminText(cardsText);
  const role = useSession((s) => s.role);
  // The page's first answer (./first-reads.tsx): the card starts as it will stay.
  const [read, setStatus] = useDashboardRead('backups');
  const status = read === undefined ? null : read.ok ? read.value : 'failed';
  const { busy, error, run } = useToolAction(t('backups.noAnswer'));
  const [done, setDone] = useState(false);

  const backUp = () =>
    run(async () => {
      setDone(false);
      setStatus(await backUpNow());
      setDone(true);
    });

  const known = status && status !== 'failed' ? status : null;
  const latest = known?.latest ?? null;
  const lateAfterMs = known && known.everyHours > 0 ? (known.everyHours + BACKUP_LATE_GRACE_HOURS) * 3600_000 : null;
  const late = !!(latest && lateAfterMs && Date.now() - Date.parse(latest.at) > lateAfterMs);
  const owner = can(role, 'backups');

  return (
    <ToolCard name="backups" title={t('backups.title')}>
      {status === null && <p css={{ margin: 0, color: colors.muted }}>{t('backups.checking')}</p>}
      {status === 'failed' && <p css={{ margin: 0, color: colors.muted }}>{t('backups.checkFailed')}</p>}
      {known && (
        <>
          <p css={{ margin: 0 }} data-testid="backup-age">
            {latest ? (
              <>
                {t('backups.last')}
                <strong>{ageInWords(latest.at, new Date(), t)}</strong>{' '}
                <span css={{ color: colors.muted }}>({formatWhen(latest.at)})</span>
              </>
            ) : (
              <strong>{t('backups.none')}</strong>
            )}
          </p>
          {known.everyHours > 0 ? (
            <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>
              {t('backups.schedule', { every: everyInWords(known.everyHours, t), keep: known.keep })}
            </p>
          ) : (
            <Notice tone="warn">{t('backups.scheduleOff')}</Notice>
          )}
          {late && !known.lastError && <Notice tone="warn">{t('backups.late')}</Notice>}
          {known.lastError && <Notice tone="error">{known.lastError}</Notice>}
        </>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {owner ? (
          <>
            <Button type="button" onClick={() => void backUp()} disabled={busy}>
              {busy ? t('backups.backingUp') : t('backups.backUpNow')}
            </Button>
            {latest && (
              <ButtonLink href={latestBackupUrl()} download css={{ textDecoration: 'none' }}>
                {t('backups.download')}
              </ButtonLink>
            )}
          </>
        ) : (
          <OwnerOnlyButton reason={t('backups.ownerOnly')}>{t('backups.backUpNow')}</OwnerOnlyButton>
        )}
      </div>
      <div aria-live="polite" css={{ display: 'grid', gap: 8 }}>
        {done && latest && <Notice tone="info">{t('backups.made')}</Notice>}
        <ToolRefusal error={error} />
      </div>
    </ToolCard>
  );
}
