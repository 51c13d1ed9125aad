import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { Notice } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { useSession } from '../auth';
import { fetchStorageStatus, formatBytes, type StorageStatus } from './storage-status';

/**
 * Tells the admin, before uploads start failing, that the disk holding DATA_DIR is nearly full or
 * that unverified donation screenshots are close to their quota (DONATION_UPLOAD_QUOTA_MB); and
 * that the e-mails about new submissions are not getting through (SMTP_URL / NOTIFY_EMAIL).
 * Renders nothing while all is well, or when the check itself fails: the counts matter more.
 */
export function StorageWarning() {
  const generation = useSession((s) => s.generation);
  const [status, setStatus] = useState<StorageStatus | null>(null);

  useEffect(() => {
    let live = true;
    fetchStorageStatus().then(
      (s) => live && setStatus(s),
      () => live && setStatus(null), // a warning that cannot load is no reason to alarm anyone
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const disk = status?.disk?.low ? status.disk : null;
  const quota = status?.donationUploads.nearlyFull ? status.donationUploads : null;
  // Mail that merely waits for its first try is normal; an error on mail not yet sent is not.
  const mail = status?.notifications;
  const mailFailing = mail?.enabled && mail.lastError && (mail.waiting > 0 || mail.failed > 0) ? mail : null;
  if (!disk && !quota && !mailFailing) return null;
  return (
    <Notice tone="warn" role="alert" data-testid="storage-warning" css={{ display: 'grid', gap: 6 }}>
      {disk && (
        <span>
          Disk space is low: {formatBytes(disk.freeBytes, 'GB')} free of {formatBytes(disk.totalBytes, 'GB')}. Uploads
          and new submissions will fail when it runs out: free space on the server or move the data folder to a larger
          disk.
        </span>
      )}
      {quota && (
        <span>
          {quota.full
            ? 'Storage for unverified donation screenshots is full: visitors cannot send donation screenshots until there is room. '
            : 'Storage for unverified donation screenshots is nearly full. '}
          {formatBytes(quota.usedBytes, 'MB')} of {formatBytes(quota.quotaBytes, 'MB')} used. Verify the{' '}
          <Link to={ADMIN_ROUTES.donations}>donations</Link> you have checked (verified ones no longer count), or raise
          DONATION_UPLOAD_QUOTA_MB on the server.
        </span>
      )}
      {mailFailing && (
        <span data-testid="notification-warning">
          E-mail notifications are not getting through:{' '}
          {[
            mailFailing.waiting > 0 && `${mailFailing.waiting} waiting to be sent`,
            mailFailing.failed > 0 && `${mailFailing.failed} given up on in the last 7 days`,
          ]
            .filter(Boolean)
            .join(', ')}
          .{' '}
          {mailFailing.problem ??
            `Last error: ${mailFailing.lastError}. Ask whoever runs the server to check SMTP_URL and NOTIFY_EMAIL.`}{' '}
          Waiting e-mails go out once sending works; new submissions are all in the lists meanwhile.{' '}
          <span css={{ fontSize: 13 }}>
            (Technical detail for the server’s administrator, {formatIst(mailFailing.lastErrorAt)}:{' '}
            <code css={{ overflowWrap: 'anywhere' }}>{mailFailing.lastError}</code>)
          </span>
        </span>
      )}
    </Notice>
  );
}
