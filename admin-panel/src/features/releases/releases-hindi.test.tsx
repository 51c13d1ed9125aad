// First: the shared mocks must be in place before the panel's modules load.
import { mocked, part, release, staff } from './releases-test-setup';
import { configure, screen, within } from '@testing-library/react';
import type { ReleasesOverview } from '@dds/shared/releases';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { fetchReleasesOverview, tryReleaseInThisBrowser } from './releases-api';

configure({ asyncUtilTimeout: 15_000 });
const STORED: ReleasesOverview = {
  parts: [
    part({
      part: 'shell',
      live: '1.0.0-20261120.1',
      tried: '1.0.0-20261101.1',
      releases: [
        release('1.0.0-20261120.1', '2026-11-20T04:30:00.000Z'),
        release('1.0.0-20261101.1', '2026-11-01T04:30:00.000Z'),
      ],
    }),
    part({
      part: 'public-site',
      live: '1.0.0-20261120.2',
      canary: { version: '1.0.0-20261125.1', percent: 10 },
      releases: [
        release('1.0.0-20261120.2', '2026-11-20T06:00:00.000Z'),
        release('1.0.0-20261125.1', '2026-11-25T09:15:00.000Z'),
      ],
      loadFailures: [{ version: '1.0.0-20261125.1', count: 3 }],
    }),
    part({ part: 'admin-panel' }),
  ],
};
const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8).
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));
// The shared setup has cleared the calls and the toasts first.
beforeEach(() => mocked(fetchReleasesOverview).mockResolvedValue(STORED));

describe('Releases in Hindi', () => {
  it('names each part in Hindi (with the tools’ name), its live release, canary, failures and badges', async () => {
    renderAdmin('/admin/releases', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'रिलीज़' })).toBeVisible();
    expect(screen.getByText(/डेवलपर करते हैं/)).toHaveTextContent('pnpm promote / pnpm rollback');
    const frame = await card('साइट का ढाँचा (Site frame)');
    expect(frame).toHaveTextContent('लाइव1.0.0-20261120.1 · बनी 20 Nov 2026, 10:00 am · कमिट c20.1');
    expect(frame).toHaveTextContent('यह ब्राउज़र लाइव की जगह साइट का ढाँचा (Site frame) 1.0.0-20261101.1 आज़मा रहा है।');
    const site = await card('सार्वजनिक साइट (Public site)');
    expect(site).toHaveTextContent('कैनरी1.0.0-20261125.1 लगभग 10 % विज़िटरों के लिए');
    expect(within(site).getByTestId('load-failures')).toHaveTextContent(
      'लोड नहीं हुआ: पिछले 7 दिनों में 3 ब्राउज़र रिलीज़ 1.0.0-20261125.1 लोड नहीं कर पाए।',
    );
    const list = within(site).getByRole('list', { name: 'सार्वजनिक साइट (Public site) की सहेजी गई रिलीज़, नई पहले' });
    expect(within(list).getByText('लाइव')).toBeInTheDocument();
    expect(within(list).getByText('कैनरी')).toBeInTheDocument();
    expect(within(await card('एडमिन पैनल (Admin panel)')).getByText('बिल्ड फ़ोल्डर (अभी कोई रिलीज़ नहीं)')).toBeVisible();
  });

  it('tries a release and goes back to live with Hindi toasts and the reload offer', async () => {
    const { user } = renderAdmin('/admin/releases', staff);
    await user.click(
      await screen.findByRole('button', {
        name: 'इस ब्राउज़र में आज़माएँ (सार्वजनिक साइट (Public site) की रिलीज़ 1.0.0-20261125.1)',
      }),
    );
    expect(tryReleaseInThisBrowser).toHaveBeenCalledWith('public-site', '1.0.0-20261125.1');
    expect(
      await screen.findByText('इस ब्राउज़र के लिए सार्वजनिक साइट (Public site) चुना गया। देखने के लिए रीलोड करें।'),
    ).toBeInTheDocument();
    expect(screen.getByText('आपकी पसंद इस ब्राउज़र में अगली बार पेज लोड होने से लागू होगी।')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'अभी रीलोड करें' }).length).toBeGreaterThan(0);

    await user.click(within(await card('साइट का ढाँचा (Site frame)')).getByRole('button', { name: 'लाइव पर लौटें' }));
    expect(await screen.findByText('यह ब्राउज़र फिर लाइव पर है। देखने के लिए रीलोड करें।')).toBeInTheDocument();
  });
});
