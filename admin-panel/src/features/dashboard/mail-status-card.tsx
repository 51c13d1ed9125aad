import { useState } from 'react';
import { can } from '@dds/shared/schemas/permissions';
import type { MailTestResult, NotificationStatus } from '@dds/shared/schemas/storage-status';
import { useAdminText } from '../../i18n/admin-text';
import { Button, Notice } from '../../ui/controls';
import { OwnerOnlyButton } from '../../ui/owner-only-button';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import { cardsText } from './cards-text';
import { sendTestMail } from './owner-tools-api';
import { useDashboardRead } from './first-reads';
import { ToolCard, ToolRefusal, useToolAction } from './tool-card';

/**
 * Where the e-mails about new submissions (and reset links) go, and for the owner "Send a test
 * e-mail": the mail server's answer at once, in plain words, with what to ask whoever runs the
 * server when it fails (its own words are under "Technical detail" for that person).
 */
export function MailStatusCard() {
  const t = useAdminText(cardsText);
  const role = useSession((s) => s.role);
  // undefined while asking; null when the server could not say (then the test still can).
  const [read] = useDashboardRead('storage');
  const status: NotificationStatus | null | undefined =
    read === undefined ? undefined : read.ok ? (read.value.notifications ?? null) : null;
  const [result, setResult] = useState<MailTestResult | null>(null);
  const { busy, error, run } = useToolAction(t('mail.noAnswer'));
  const test = () =>
    run(async () => {
      setResult(null);
      setResult(await sendTestMail());
    });

  return (
    <ToolCard name="mail-status" title={t('mail.title')}>
      {status === undefined ? (
        <p css={{ margin: 0, color: colors.muted }}>{t('mail.checking')}</p>
      ) : status === null ? null : status.enabled ? (
        <p css={{ margin: 0 }}>
          {t('mail.goesTo')}
          <strong css={{ overflowWrap: 'anywhere' }}>{status.to ?? t('mail.theOffice')}</strong>.
        </p>
      ) : (
        <Notice tone="warn">{t('mail.off')}</Notice>
      )}
      {can(role, 'mailTest') ? (
        <Button type="button" onClick={() => void test()} disabled={busy} css={{ justifySelf: 'start' }}>
          {busy ? t('mail.sending') : t('mail.test')}
        </Button>
      ) : (
        <div css={{ justifySelf: 'start' }}>
          <OwnerOnlyButton reason={t('mail.ownerOnly')}>{t('mail.test')}</OwnerOnlyButton>
        </div>
      )}
      <div aria-live="polite" css={{ display: 'grid', gap: 8 }}>
        {result?.sent && (
          <Notice tone="info" data-testid="mail-test-result">
            {t('mail.sentTo', { to: result.to.join(t('mail.and')) })}
          </Notice>
        )}
        {result?.problem && (
          <Notice tone={result.sent ? 'warn' : 'error'} data-testid="mail-test-problem">
            {result.sent ? '' : t('mail.notSent')}
            {result.problem}
          </Notice>
        )}
        {result?.detail && (
          <details css={{ fontSize: 13, color: colors.muted }}>
            <summary css={{ cursor: 'pointer', minHeight: 32, display: 'flex', alignItems: 'center' }}>
              {t('mail.technical')}
            </summary>
            <code css={{ overflowWrap: 'anywhere' }}>{result.detail}</code>
          </details>
        )}
        <ToolRefusal error={error} />
      </div>
    </ToolCard>
  );
}
