import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NotificationStatus } from '@dds/shared/schemas/storage-status';
import { fetchStorageStatus } from './storage-status';
import { StorageWarning } from './storage-warning';

jest.mock('./storage-status', () => ({ ...jest.requireActual('./storage-status'), fetchStorageStatus: jest.fn() }));

const storage = fetchStorageStatus as jest.MockedFunction<typeof fetchStorageStatus>;
const healthy = {
  disk: { freeBytes: 40 * 1024 ** 3, totalBytes: 100 * 1024 ** 3, low: false },
  donationUploads: { usedBytes: 0, quotaBytes: 500 * 1024 ** 2, nearlyFull: false, full: false },
};
const mail = (over: Partial<NotificationStatus>): NotificationStatus => ({
  enabled: true,
  waiting: 0,
  failed: 0,
  lastError: null,
  lastErrorAt: null,
  ...over,
});

const show = () =>
  render(
    <MemoryRouter>
      <StorageWarning />
    </MemoryRouter>,
  );

describe('dashboard: e-mail notifications that are failing', () => {
  it('says how many wait, how many were given up on, what went wrong in plain words and whom to ask, with the raw error as detail', async () => {
    storage.mockResolvedValue({
      ...healthy,
      notifications: mail({
        waiting: 3,
        failed: 1,
        lastError: 'ESOCKET: connect ECONNREFUSED 10.0.0.5:587',
        lastErrorAt: '2026-11-22T15:58:00.000Z',
        problem:
          'Cannot reach the mail server: it refused the connection. Ask whoever runs the server to check SMTP_URL.',
      }),
    });
    show();
    const warning = await screen.findByTestId('notification-warning');
    expect(warning).toHaveTextContent(
      'E-mail notifications are not getting through: 3 waiting to be sent, 1 given up on in the last 7 days. Cannot reach the mail server: it refused the connection. Ask whoever runs the server to check SMTP_URL.',
    );
    expect(warning).toHaveTextContent(
      '(Technical detail for the server’s administrator, 22 Nov 2026, 9:28 pm: ESOCKET: connect ECONNREFUSED 10.0.0.5:587)',
    );
  });

  it.each([
    ['notifications are off', mail({ enabled: false })],
    ['mail only waits for its first try', mail({ waiting: 2 })],
    ['every mail went out (an old error no longer matters)', mail({ waiting: 0, failed: 0, lastError: null })],
    ['the server predates notifications', undefined],
  ])('shows nothing when %s', async (_, notifications) => {
    storage.mockResolvedValue({ ...healthy, ...(notifications ? { notifications } : {}) });
    show();
    await waitFor(() => expect(storage).toHaveBeenCalled());
    expect(screen.queryByTestId('storage-warning')).not.toBeInTheDocument();
  });
});
