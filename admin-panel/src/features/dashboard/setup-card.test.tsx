import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, fetchCounts } from '@dds/shared/api';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';
import { renderAdmin } from '../../test/render-admin';
import { getSettings } from '../settings/settings-api';
import { fetchStorageStatus } from './storage-status';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));
jest.mock('../settings/settings-api', () => ({ getSettings: jest.fn() }));
jest.mock('./storage-status', () => ({ ...jest.requireActual('./storage-status'), fetchStorageStatus: jest.fn() }));
// The dashboard's About line asks for the releases; these tests are not about it.
jest.mock('../releases/releases-api', () => ({ fetchReleasesOverview: jest.fn(async () => ({ parts: [] })) }));
// The backups card and the to-do list of pictures and people (content-setup.test.tsx) ask too: not
// about them either; the list, unread, stays out of the card.
jest.mock('./owner-tools-api', () => ({
  ...jest.requireActual('./owner-tools-api'),
  fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
}));
jest.mock('../content/content-api', () => ({
  ...jest.requireActual('../content/content-api'),
  fetchSiteContent: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));

const settings = getSettings as jest.MockedFunction<typeof getSettings>;
const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const important: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS Sitapur',
  address: 'Station Road, Sitapur',
  phone: '+91 98765 43210',
  email: 'office@dds.in',
  whatsapp: '+91 98765 43210',
  officeHours: 'Mon–Sat 9–6',
  upiId: 'dds@sbi',
};

beforeEach(() => {
  jest.clearAllMocks();
  (fetchCounts as jest.Mock).mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
  (fetchStorageStatus as jest.Mock).mockRejectedValue(new ApiError('Request failed (500)', 500));
});

describe('"Finish setting up your site" card', () => {
  it('on a fresh install lists every empty detail by its name, with a link to Settings', async () => {
    settings.mockResolvedValue(EMPTY_SITE_SETTINGS);
    renderAdmin('/admin', loggedIn);
    const card = await screen.findByRole('region', { name: 'Finish setting up your site' });
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Institute name — /),
      expect.stringMatching(/^Address — /),
      expect.stringMatching(/^Phone — /),
      expect.stringMatching(/^Email — /),
      expect.stringMatching(/^WhatsApp number — /),
      expect.stringMatching(/^Office hours — /),
      expect.stringMatching(/^UPI id — the donation box shows no QR code/),
    ]);
    expect(card).toHaveTextContent(
      'Optional, also empty: Google Maps link, Facebook link, Instagram link, YouTube link, LinkedIn link, Payee name.',
    );
    expect(within(card).getByRole('link', { name: 'Fill them in Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('lists only what is still empty', async () => {
    settings.mockResolvedValue({ ...important, phone: '', upiId: '' });
    renderAdmin('/admin', loggedIn);
    const card = await screen.findByTestId('setup-card');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' — ')[0]),
    ).toEqual(['Phone', 'UPI id']);
  });

  it('is hidden once everything important is set (optional social links may stay empty)', async () => {
    settings.mockResolvedValue(important);
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByTestId('count-inquiry')).toBeInTheDocument();
    await waitFor(() => expect(settings).toHaveBeenCalled());
    expect(screen.queryByTestId('setup-card')).not.toBeInTheDocument();
  });

  it('stays quiet when the settings cannot be read (the counts still show)', async () => {
    settings.mockRejectedValue(new ApiError('Request failed (500)', 500));
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByTestId('count-inquiry')).toBeInTheDocument();
    await waitFor(() => expect(settings).toHaveBeenCalled());
    expect(screen.queryByTestId('setup-card')).not.toBeInTheDocument();
  });
});
