import { screen, within } from '@testing-library/react';
import { fetchCounts } from '@dds/shared/api';
import { EMPTY_SITE_CONTENT, EMPTY_SITE_SETTINGS } from '@dds/shared/schemas';
import { renderAdmin } from '../../test/render-admin';
import { fetchSiteContent } from '../content/content-api';
import { getSettings } from '../settings/settings-api';

jest.mock('../content/content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));
jest.mock('../settings/settings-api', () => ({ getSettings: jest.fn() }));
jest.mock('./storage-status', () => ({
  ...jest.requireActual('./storage-status'),
  fetchStorageStatus: jest.fn(() => Promise.reject(new Error('x'))),
}));
// The dashboard's About line asks for the releases; these tests are not about it.
jest.mock('../releases/releases-api', () => ({ fetchReleasesOverview: jest.fn(async () => ({ parts: [] })) }));
// The backups card asks too; not these tests' subject either.
jest.mock('./owner-tools-api', () => ({
  ...jest.requireActual('./owner-tools-api'),
  fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
}));

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const allSet = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS',
  address: 'Sitapur',
  phone: '+91 98765 43210',
  email: 'a@b.in',
  whatsapp: '+91 98765 43210',
  officeHours: '9–6',
  upiId: 'dds@sbi',
};
const content = fetchSiteContent as jest.MockedFunction<typeof fetchSiteContent>;

beforeEach(() => {
  jest.clearAllMocks();
  (fetchCounts as jest.Mock).mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
  (getSettings as jest.Mock).mockResolvedValue(allSet);
});

describe('"Finish setting up your site": samples and people', () => {
  it('on a fresh install lists the sample photos and videos to replace and the messages to add, each with its screen', async () => {
    content.mockResolvedValue(EMPTY_SITE_CONTENT);
    renderAdmin('/admin', loggedIn);
    const todos = await screen.findByTestId('content-todos');
    const items = within(todos).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Replace the sample photos',
      'Replace the sample videos',
      "Add the director's, CEO's and manager's messages",
      'Add student testimonials',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Upload photos' })).toHaveAttribute('href', '/admin/gallery');
    expect(within(items[1]!).getByRole('link', { name: 'Add videos' })).toHaveAttribute('href', '/admin/videos');
    expect(within(items[2]!).getByRole('link', { name: 'Add messages' })).toHaveAttribute('href', '/admin/people');
    // Settings are all set: the card shows only these.
    expect(screen.getByRole('region', { name: 'Finish setting up your site' })).not.toHaveTextContent(
      'Fill them in Settings',
    );
  });

  it('drops what is done, and the card goes once nothing is left', async () => {
    const photo = {
      id: 1,
      caption: 'Lab',
      image: { id: 'a'.repeat(20), width: 480, height: 360, widths: [480] },
      createdAt: '',
    };
    content.mockResolvedValue({ ...EMPTY_SITE_CONTENT, photos: [photo] });
    const { unmount } = renderAdmin('/admin', loggedIn);
    const todos = await screen.findByTestId('content-todos');
    expect(within(todos).queryByText('Replace the sample photos')).not.toBeInTheDocument();
    unmount();

    const person = { id: 1, name: 'A', photo: null, createdAt: '' };
    content.mockResolvedValue({
      ...EMPTY_SITE_CONTENT,
      photos: [photo],
      videos: [{ id: 1, youtubeId: 'dQw4w9WgXcQ', title: 'x', createdAt: '' }],
      leaders: [{ ...person, role: 'Director', message: 'm' }],
      testimonials: [{ ...person, course: 'DCA', year: 2024, quote: 'q' }],
    });
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByTestId('count-inquiry')).toBeInTheDocument();
    expect(screen.queryByTestId('setup-card')).not.toBeInTheDocument();
  });
});
