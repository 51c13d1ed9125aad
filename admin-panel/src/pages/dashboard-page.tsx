import { CertificateUploadForm } from '../features/certificates/certificate-upload-form';
import { AboutThisSite } from '../features/releases/about-line';
import { useSession } from '../features/auth';
import { BackupsCard } from '../features/dashboard/backups-card';
import { CountCards } from '../features/dashboard/count-cards';
import { FirstReadsProvider, useFirstReads } from '../features/dashboard/first-reads';
import { MailStatusCard } from '../features/dashboard/mail-status-card';
import { QueueCards, QueueSkeleton } from '../features/dashboard/queue-cards';
import { SetupCard } from '../features/dashboard/setup-card';
import { SitePages } from '../features/dashboard/site-pages';
import { StorageWarning } from '../features/dashboard/storage-warning';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { dashboardText } from '../features/dashboard/dashboard-text';
import { useAdminText } from '../i18n/admin-text';
import { PageTitle, TitleRow } from '../ui/controls';
import { ViewOnSite } from '../ui/view-on-site';

export function DashboardPage() {
  const t = useAdminText(dashboardText);
  const email = useSession((s) => s.email);
  // Every card appears at once, from its first answer, so none moves another under the reader
  // (docs/decisions/026-hindi.md §8): the work queue's skeleton until then.
  const reads = useFirstReads(email);
  return (
    <div css={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="dashboard-title" css={{ display: 'grid', gap: 16 }}>
        <TitleRow css={{ gap: '4px 16px' }}>
          <PageTitle id="dashboard-title" css={{ margin: 0 }}>
            {t('dashboard.title')}
          </PageTitle>
          <ViewOnSite href={PUBLIC_ROUTES.home.link}>{t('dashboard.viewSite')}</ViewOnSite>
        </TitleRow>
        {reads ? (
          <FirstReadsProvider reads={reads}>
            <StorageWarning />
            {/* The work queue first: it is what the office opens the panel for each morning. */}
            <QueueCards />
            <SetupCard />
            <h2 css={{ margin: 0, fontSize: 18 }}>{t('dashboard.allReceived')}</h2>
            <CountCards />
            <SitePages />
          </FirstReadsProvider>
        ) : (
          <QueueSkeleton />
        )}
      </section>
      {reads && (
        <FirstReadsProvider reads={reads}>
          {/* The site's safety: the last backup's age for everyone; backups and a mail check for the owner. */}
          <div
            css={{
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
              alignItems: 'start',
            }}
          >
            <BackupsCard />
            <MailStatusCard />
          </div>
          <CertificateUploadForm />
          {/* Last and small: a footnote most visits never need; arriving late, it moves nothing. */}
          <AboutThisSite />
        </FirstReadsProvider>
      )}
    </div>
  );
}
