// First: the shared mocks must be in place before the panel's modules load.
import { startEachTestClean } from './dashboard-test-setup';
import { act, screen, within } from '@testing-library/react';
import { fetchCounts } from '@dds/shared/api';
import { EMPTY_QUEUE, renderAdmin } from '../../test/render-admin';
import type { Queue } from './queue-api';
import { QUEUE_POLL_MS } from './queue-store';
import { fetchStorageStatus } from './storage-status';

const counts = fetchCounts as jest.MockedFunction<typeof fetchCounts>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

startEachTestClean();
beforeEach(() => {
  counts.mockResolvedValue({ inquiry: 100000, admission: 1500, donation: 12 });
  (fetchStorageStatus as jest.Mock).mockResolvedValue({
    disk: { freeBytes: 4e10, totalBytes: 1e11, low: false },
    donationUploads: { usedBytes: 0, quotaBytes: 5e8, nearlyFull: false, full: false },
  });
});

const queue = (over: Partial<Queue> = {}): Queue => ({ ...EMPTY_QUEUE, ...over });

describe('dashboard work queue', () => {
  it('shows what waits for the office in Indian digits, each a link to the list filtered to it', async () => {
    renderAdmin('/admin', loggedIn, async () =>
      queue({
        newToday: 23,
        inquiriesNotContacted: 100000,
        admissionsPending: 1234,
        donationsToVerify: 5,
        latestAt: '2026-11-22T10:00:00.000Z',
      }),
    );

    const notContacted = await screen.findByRole('link', { name: /inquiries not yet contacted\s*1,00,000/i });
    expect(notContacted).toHaveAttribute('href', '/admin/inquiries?status=new');
    expect(screen.getByRole('link', { name: /admissions pending\s*1,234/i })).toHaveAttribute(
      'href',
      '/admin/admission?status=pending',
    );
    expect(screen.getByRole('link', { name: /donations to verify\s*5/i })).toHaveAttribute(
      'href',
      '/admin/donationdetails?verified=false',
    );

    const today = screen.getByTestId('queue-newToday');
    expect(today).toHaveTextContent('New today23');
    expect(within(today).getByRole('link', { name: 'Inquiries today' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/inquiries\?from=(\d{4}-\d\d-\d\d)&to=\1$/),
    );
    expect(within(today).getByRole('link', { name: 'Donations today' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/donationdetails\?from=/),
    );
    // The totals stay (docs/contract.md §3), now with separators too.
    expect(await screen.findByRole('link', { name: /^inquiries\s*1,00,000/i })).toHaveAttribute(
      'href',
      '/admin/inquiries',
    );
  });

  it('offers to try again when the queue cannot be loaded', async () => {
    let serverDown = true;
    const fake = jest.fn(async () => {
      if (serverDown) throw new Error('Network error');
      return queue({ inquiriesNotContacted: 4 });
    });
    const { user } = renderAdmin('/admin', loggedIn, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the work queue.');
    serverDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /inquiries not yet contacted\s*4/i })).toBeInTheDocument();
  });
});

describe('new submissions badge', () => {
  afterEach(() => jest.useRealTimers());

  it('counts what arrives while the panel is open, without a reload, and clears on the dashboard', async () => {
    jest.useFakeTimers();
    const first = '2026-11-22T10:00:00.000Z';
    const latest = '2026-11-22T10:00:20.000Z';
    let received = [first];
    // Like the server: newSince counts what was received after `since`.
    const fake = jest.fn(async (since?: string | null) =>
      queue({ latestAt: received.at(-1)!, newSince: since ? received.filter((at) => at > since).length : 0 }),
    );
    const { user } = renderAdmin('/admin/no-such-page', loggedIn, fake);
    await screen.findByRole('heading', { level: 1 });
    expect(fake).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('new-submissions-badge')).not.toBeInTheDocument();

    received = [first, '2026-11-22T10:00:10.000Z', latest];
    await act(async () => {
      await jest.advanceTimersByTimeAsync(QUEUE_POLL_MS);
    });
    // The second poll asks for what came after the newest submission the first one saw.
    expect(fake).toHaveBeenLastCalledWith(first);
    const badge = await screen.findByTestId('new-submissions-badge');
    expect(badge).toHaveTextContent('2 new');
    expect(badge).toHaveAccessibleName('2 new submissions since you last looked: open the dashboard');

    await user.setup({ advanceTimers: jest.advanceTimersByTime }).click(badge);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-submissions-badge')).not.toBeInTheDocument();
  });

  it('does not poll while the tab is hidden', async () => {
    jest.useFakeTimers();
    const fake = jest.fn(async () => queue({ latestAt: '2026-11-22T10:00:00.000Z' }));
    renderAdmin('/admin/no-such-page', loggedIn, fake);
    await screen.findByRole('heading', { level: 1 });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const before = fake.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(QUEUE_POLL_MS * 3);
    });
    expect(fake).toHaveBeenCalledTimes(before);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(fake).toHaveBeenCalledTimes(before + 1);
    visibility.mockRestore();
  });
});
