import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { useAdminText } from '../../i18n/admin-text';
import { Notice } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { cardsText } from './cards-text';
import { useDashboardRead } from './first-reads';
import { formatBytes } from './storage-status';

/**
 * Tells the admin, before uploads start failing, that the disk holding DATA_DIR is nearly full or
 * that unverified donation screenshots are close to their quota (DONATION_UPLOAD_QUOTA_MB); and
 * that the e-mails about new submissions are not getting through (SMTP_URL / NOTIFY_EMAIL).
 * Renders nothing while all is well, or when the check itself fails: the counts matter more.
 */
export function StorageWarning() {
  const t = useAdminText(cardsText);
  const [read] = useDashboardRead('storage');
  // A warning that cannot load is no reason to alarm anyone.
  const status = read?.ok ? read.value : null;

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
          {t('storage.diskLow', { free: formatBytes(disk.freeBytes, 'GB'), total: formatBytes(disk.totalBytes, 'GB') })}
        </span>
      )}
      {quota && (
        <span>
          {quota.full ? t('storage.quotaFull') : t('storage.quotaNearlyFull')}
          {t('storage.quotaUsed', {
            used: formatBytes(quota.usedBytes, 'MB'),
            quota: formatBytes(quota.quotaBytes, 'MB'),
          })}
          <Link to={ADMIN_ROUTES.donations}>{t('storage.quotaDonations')}</Link>
          {t('storage.quotaRaise')}
        </span>
      )}
      {mailFailing && (
        <span data-testid="notification-warning">
          {t('storage.mailFailing')}
          {[
            mailFailing.waiting > 0 && t('storage.mailWaiting', { count: mailFailing.waiting }),
            mailFailing.failed > 0 && t('storage.mailGivenUp', { count: mailFailing.failed }),
          ]
            .filter(Boolean)
            .join(', ')}
          . {mailFailing.problem ?? t('storage.mailLastError', { error: mailFailing.lastError ?? '' })}{' '}
          {t('storage.mailMeanwhile')}{' '}
          <span css={{ fontSize: 13 }}>
            ({t('storage.mailTechnical', { at: formatIst(mailFailing.lastErrorAt) })}
            <code css={{ overflowWrap: 'anywhere' }}>{mailFailing.lastError}</code>)
          </span>
        </span>
      )}
    </Notice>
  );
}
