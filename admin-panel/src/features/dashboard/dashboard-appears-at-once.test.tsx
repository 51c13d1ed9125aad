// First: the shared mocks must be in place before the panel's modules load.
import { startEachTestClean } from './dashboard-test-setup';
import { act, screen, within } from '@testing-library/react';
import { fetchCounts } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import type { BackupStatus } from '@dds/shared/schemas/owner';
import { renderAdmin } from '../../test/render-admin';
import { FIRST_READS_WAIT_MS } from './first-reads';
import { fetchBackupStatus } from './owner-tools-api';
import { fetchStorageStatus } from './storage-status';

const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test', role: 'owner' as const };
const backupStatus: BackupStatus = { everyHours: 24, keep: 7, latest: null, lastError: null };

startEachTestClean();
beforeEach(() => {
  (fetchCounts as jest.Mock).mockResolvedValue({ inquiry: 3, admission: 0, donation: 0 });
  (fetchStorageStatus as jest.Mock).mockResolvedValue({
    disk: { freeBytes: 4e10, totalBytes: 1e11, low: false },
    donationUploads: { usedBytes: 0, quotaBytes: 5e8, nearlyFull: false, full: false },
  });
});
afterEach(() => jest.useRealTimers());

/** The backup status answers only when the test says so. */
function holdBackupStatus(): (status: BackupStatus) => void {
  let answer!: (status: BackupStatus) => void;
  (fetchBackupStatus as jest.Mock).mockReturnValue(new Promise<BackupStatus>((resolve) => (answer = resolve)));
  return (status) => act(() => answer(status));
}

// docs/decisions/026-hindi.md §8: cards shown as their answers arrive pushed the ones below them.
describe('the dashboard appears at once', () => {
  it("shows the work queue's shape, and nothing to press, until every card's first answer is in", async () => {
    const answer = holdBackupStatus();
    renderAdmin('/admin', loggedIn);
    const skeleton = await screen.findByTestId('dashboard-skeleton');
    expect(within(skeleton).getByRole('status')).toHaveTextContent(MESSAGES.loading);
    // The counts have answered, yet wait for the backups card, which would push what is below it.
    await act(async () => {});
    expect(screen.queryByTestId('count-inquiry')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /inquiries not yet contacted/i })).not.toBeInTheDocument();

    answer(backupStatus);
    expect(await screen.findByTestId('count-inquiry')).toHaveTextContent('3');
    // Every card as it stays: none says it is still checking.
    expect(screen.getByTestId('backups')).toHaveTextContent('No backup yet.');
    expect(screen.getByTestId('backups')).not.toHaveTextContent('Checking…');
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(fetchBackupStatus).toHaveBeenCalledTimes(1); // the card starts from the page's answer, not a second ask
  });

  it('does not wait for ever: a read that hangs leaves that card checking, the rest shown', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    holdBackupStatus();
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByTestId('dashboard-skeleton')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(FIRST_READS_WAIT_MS));
    expect(await screen.findByTestId('count-inquiry')).toHaveTextContent('3');
    expect(screen.getByTestId('backups')).toHaveTextContent('Checking…');
  });
});
