import { useEffect, useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { BACKUP_LATE_GRACE_HOURS, type BackupStatus } from '@dds/shared/schemas/owner';
import { OWNER_ONLY_MESSAGES, can } from '@dds/shared/schemas/permissions';
import { Button, ButtonLink, Card, Notice } from '../../ui/controls';
import { formatWhen } from '../../ui/format';
import { OwnerOnlyButton } from '../../ui/owner-only-button';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import { ageInWords, everyInWords } from './backup-age';
import { backUpNow, fetchBackupStatus, latestBackupUrl } from './owner-tools-api';

/**
 * How old the newest backup is (everyone), warning when the schedule is off, late or failing; for
 * the owner, "Back up now" and "Download the latest backup" (one .tar.gz, streamed by the server).
 * A copy off the server is the only one that survives losing the server's disk.
 */
export function BackupsCard() {
  const role = useSession((s) => s.role);
  const generation = useSession((s) => s.generation);
  const [status, setStatus] = useState<BackupStatus | null | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    fetchBackupStatus().then(
      (s) => live && setStatus(s),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [generation]);

  async function backUp() {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      setStatus(await backUpNow());
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(
        failure instanceof ApiError && failure.status === 0
          ? 'No answer from the server. Check your connection and try again.'
          : (failure as Error).message,
      );
    } finally {
      setBusy(false);
    }
  }

  const known = status && status !== 'failed' ? status : null;
  const latest = known?.latest ?? null;
  const lateAfterMs = known && known.everyHours > 0 ? (known.everyHours + BACKUP_LATE_GRACE_HOURS) * 3600_000 : null;
  const late = !!(latest && lateAfterMs && Date.now() - Date.parse(latest.at) > lateAfterMs);
  const owner = can(role, 'backups');

  return (
    <Card
      aria-labelledby="backups-title"
      data-testid="backups"
      css={{ display: 'grid', gap: 10, alignContent: 'start' }}
    >
      <h2 id="backups-title" css={{ margin: 0, fontSize: 18 }}>
        Backups
      </h2>
      {status === null && <p css={{ margin: 0, color: colors.muted }}>Checking…</p>}
      {status === 'failed' && <p css={{ margin: 0, color: colors.muted }}>Could not check the backups just now.</p>}
      {known && (
        <>
          <p css={{ margin: 0 }} data-testid="backup-age">
            {latest ? (
              <>
                Last backup: <strong>{ageInWords(latest.at)}</strong>{' '}
                <span css={{ color: colors.muted }}>({formatWhen(latest.at)})</span>
              </>
            ) : (
              <strong>No backup yet.</strong>
            )}
          </p>
          {known.everyHours > 0 ? (
            <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>
              Made {everyInWords(known.everyHours)} on the server; the newest {known.keep} are kept.
            </p>
          ) : (
            <Notice tone="warn">
              Scheduled backups are off on this server (BACKUP_EVERY_HOURS=0). Ask whoever runs the server to turn them
              on, or back up by hand.
            </Notice>
          )}
          {late && !known.lastError && (
            <Notice tone="warn">
              The last backup is older than it should be. Ask whoever runs the server to check that it is running and
              look at its log.
            </Notice>
          )}
          {known.lastError && <Notice tone="error">{known.lastError}</Notice>}
        </>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {owner ? (
          <>
            <Button type="button" onClick={() => void backUp()} disabled={busy}>
              {busy ? 'Backing up…' : 'Back up now'}
            </Button>
            {latest && (
              <ButtonLink href={latestBackupUrl()} download css={{ textDecoration: 'none' }}>
                Download the latest backup
              </ButtonLink>
            )}
          </>
        ) : (
          <OwnerOnlyButton reason={OWNER_ONLY_MESSAGES.backups}>Back up now</OwnerOnlyButton>
        )}
      </div>
      <div aria-live="polite" css={{ display: 'grid', gap: 8 }}>
        {done && latest && <Notice tone="info">Backup made. Download it to keep a copy off the server.</Notice>}
        {error && (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        )}
      </div>
    </Card>
  );
}
