// First: the shared mocks must be in place before the panel's modules load.
import { startEachTestClean } from './dashboard-test-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { fetchCounts, uploadCertificate } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { fetchReleasesOverview } from '../releases/releases-api';
import { fetchBackupStatus, sendTestMail } from './owner-tools-api';
import { fetchStorageStatus } from './storage-status';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const threeHoursAgo = () => new Date(Date.now() - 3 * 3600_000).toISOString();
const owner = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };
const staff = { status: 'authenticated' as const, email: 'clerk@dds.test', role: 'staff' as const };

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8): the panel loads its words first.
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));
startEachTestClean();
beforeEach(() => {
  (fetchCounts as jest.Mock).mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
  (fetchBackupStatus as jest.Mock).mockResolvedValue({
    everyHours: 6,
    keep: 7,
    latest: { at: threeHoursAgo(), name: 'dds-backup.tar.gz', bytes: 1000 },
    lastError: null,
  });
  (fetchStorageStatus as jest.Mock).mockResolvedValue({
    disk: { freeBytes: 0.5 * GB, totalBytes: 20 * GB, low: true },
    donationUploads: { usedBytes: 460 * MB, quotaBytes: 500 * MB, nearlyFull: true, full: false },
    notifications: {
      enabled: true,
      to: 'office@dds.in',
      waiting: 2,
      failed: 0,
      lastError: 'ECONNREFUSED',
      lastErrorAt: null,
    },
  });
  (fetchReleasesOverview as jest.Mock).mockResolvedValue({
    parts: [{ part: 'shell', live: '1.0.0-20261120.1', releases: [], loadFailures: [], canary: null, tried: null }],
  });
});

describe("a Hindi admin's dashboard cards", () => {
  it('reads the backups card in Hindi, its age and schedule too; the owner backs up and is told in Hindi', async () => {
    (sendTestMail as jest.Mock).mockResolvedValue({ sent: true, to: ['office@dds.in', 'owner@dds.in'] });
    const { user } = renderAdmin('/admin', owner);
    const backups = await screen.findByTestId('backups');
    expect(within(backups).getByRole('heading', { name: 'बैकअप' })).toBeInTheDocument();
    expect(await within(backups).findByTestId('backup-age')).toHaveTextContent(/^आख़िरी बैकअप: 3 घंटे पहले \(/);
    expect(backups).toHaveTextContent('सर्वर पर हर 6 घंटे में बनता है; सबसे नए 7 रखे जाते हैं।');
    expect(within(backups).getByRole('button', { name: 'अभी बैकअप लें' })).toBeInTheDocument();
    expect(within(backups).getByRole('link', { name: 'आख़िरी बैकअप डाउनलोड करें' })).toBeInTheDocument();

    const mail = screen.getByTestId('mail-status');
    expect(within(mail).getByRole('heading', { name: 'ई-मेल' })).toBeInTheDocument();
    expect(await within(mail).findByText(/नई पूछताछ, प्रवेश आवेदन और दान के ई-मेल इस पते पर जाते हैं:/)).toHaveTextContent(
      'office@dds.in',
    );
    await user.click(within(mail).getByRole('button', { name: 'टेस्ट ई-मेल भेजें' }));
    expect(await within(mail).findByTestId('mail-test-result')).toHaveTextContent(
      'भेज दिया गया: office@dds.in और owner@dds.in। अगर कुछ मिनट में इनबॉक्स में न दिखे, तो स्पैम फ़ोल्डर देखें।',
    );
  });

  it('says why staff cannot back up or send a test e-mail, in Hindi', async () => {
    (fetchBackupStatus as jest.Mock).mockResolvedValue({ everyHours: 0, keep: 7, latest: null, lastError: null });
    renderAdmin('/admin', staff);
    const backups = await screen.findByTestId('backups');
    expect(await within(backups).findByText('अभी तक कोई बैकअप नहीं।')).toBeInTheDocument();
    expect(backups).toHaveTextContent('इस सर्वर पर अपने-आप होने वाले बैकअप बंद हैं (BACKUP_EVERY_HOURS=0)।');
    expect(within(backups).getByRole('button', { name: 'अभी बैकअप लें' })).toHaveAccessibleDescription(
      'सिर्फ़ मालिक बैकअप बना या डाउनलोड कर सकते हैं: बैकअप में हर रिकॉर्ड और एडमिन के पासवर्ड हैश होते हैं।',
    );
    expect(
      within(screen.getByTestId('mail-status')).getByRole('button', { name: 'टेस्ट ई-मेल भेजें' }),
    ).toHaveAccessibleDescription('सिर्फ़ मालिक टेस्ट ई-मेल भेज सकते हैं।');
  });

  it('warns about the disk, the screenshots quota and failing e-mail in Hindi, sizes and counts as they are', async () => {
    renderAdmin('/admin', owner);
    const warning = await screen.findByTestId('storage-warning');
    expect(warning).toHaveTextContent('डिस्क में जगह कम है: 20 GB में से 0.5 GB खाली।');
    expect(warning).toHaveTextContent('500 MB में से 460 MB इस्तेमाल हुए।');
    expect(within(warning).getByRole('link', { name: 'दान' })).toHaveAttribute('href', '/admin/donationdetails');
    expect(within(warning).getByTestId('notification-warning')).toHaveTextContent(
      /^नई प्रविष्टियों के ई-मेल नहीं पहुँच रहे: 2 भेजे जाने बाकी\. आख़िरी गड़बड़ी: ECONNREFUSED।/,
    );
  });

  it('shows the certificate upload form and its own checks in Hindi, and the About line', async () => {
    const { user } = renderAdmin('/admin', owner);
    expect(await screen.findByRole('heading', { name: 'प्रमाणपत्र अपलोड करें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('विद्यार्थी का नाम'), 'Asha Verma');
    await user.type(screen.getByLabelText('रोल नंबर'), 'DDS2026001');
    fireEvent.change(screen.getByLabelText('जन्म तिथि'), { target: { value: '2006-01-15' } });
    fireEvent.change(screen.getByLabelText(/प्रमाणपत्र की PDF/), {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    await user.click(screen.getByRole('button', { name: 'प्रमाणपत्र अपलोड करें' }));
    expect(await screen.findByText('प्रमाणपत्र PDF फ़ाइल होना चाहिए।')).toHaveRole('alert');
    expect(uploadCertificate).not.toHaveBeenCalled();

    expect(await screen.findByTestId('about-this-site')).toHaveTextContent(
      'इस साइट के बारे में: लाइव रिलीज़: site frame 1.0.0-20261120.1',
    );
  });
});
