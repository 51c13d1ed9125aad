// First: the shared mocks must be in place before the panel's modules load.
import { startEachTestClean } from './dashboard-test-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, fetchCounts, uploadCertificate } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { renderAdmin } from '../../test/render-admin';
import { fetchReleasesOverview } from '../releases/releases-api';
import { fetchStorageStatus } from './storage-status';

const counts = fetchCounts as jest.MockedFunction<typeof fetchCounts>;
const storage = fetchStorageStatus as jest.MockedFunction<typeof fetchStorageStatus>;
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const healthyStorage = {
  disk: { freeBytes: 40 * GB, totalBytes: 100 * GB, low: false },
  donationUploads: { usedBytes: 3 * MB, quotaBytes: 500 * MB, nearlyFull: false, full: false },
};
const releases = fetchReleasesOverview as jest.MockedFunction<typeof fetchReleasesOverview>;
const upload = uploadCertificate as jest.MockedFunction<typeof uploadCertificate>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
let alertSpy: jest.SpyInstance;

startEachTestClean();
beforeEach(() => {
  storage.mockResolvedValue(healthyStorage);
  releases.mockResolvedValue({ parts: [] });
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'asha.pdf', { type: 'application/pdf' });

async function fillUpload(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByLabelText('Student name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Roll number'), 'DDS2026001');
  // jsdom cannot type into a date input key by key; a date picker sets the whole value at once.
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2006-01-15' } });
  await user.upload(screen.getByLabelText('Certificate PDF'), pdf());
  await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
}

describe('dashboard', () => {
  it('shows the three counts, each linking to its list', async () => {
    counts.mockResolvedValue({ inquiry: 12, admission: 5, donation: 2 });
    renderAdmin('/admin', loggedIn);
    const inquiries = await screen.findByRole('link', { name: /inquiries\s*12/i });
    expect(inquiries).toHaveAttribute('href', '/admin/inquiries');
    expect(screen.getByRole('link', { name: /admissions\s*5/i })).toHaveAttribute('href', '/admin/admission');
    expect(screen.getByRole('link', { name: /donations\s*2/i })).toHaveAttribute('href', '/admin/donationdetails');
  });

  it('links to the home page, in a new tab, saying so', async () => {
    counts.mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
    renderAdmin('/admin', loggedIn);
    const link = await screen.findByRole('link', { name: 'View the site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('lists the public pages the panel changes, each in a new tab', async () => {
    counts.mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
    renderAdmin('/admin', loggedIn);
    const card = await screen.findByRole('region', { name: 'On the site' });
    const links = within(card).getAllByRole('link');
    expect(
      links.map((a) => [
        a.textContent?.replace(' (opens in a new tab)', '').replace('↗', ''),
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
    ).toEqual([
      ['Home', '/', '_blank'],
      ['Offline courses', '/OfflineCourses', '_blank'],
      ['Online courses', '/OnilneCourses', '_blank'],
      ['Photos', '/Photos', '_blank'],
      ['Videos', '/Videos', '_blank'],
      ['About', '/about1', '_blank'],
    ]);
  });

  it('ends with the About line: the live release of each part, linking to the Releases screen', async () => {
    counts.mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
    const release = { releases: [], loadFailures: [], canary: null, tried: null };
    releases.mockResolvedValue({
      parts: [
        { part: 'shell', live: '1.0.0-20261120.1', ...release },
        { part: 'public-site', live: '1.0.0-20261121.3', ...release },
        { part: 'admin-panel', live: null, ...release },
      ],
    });
    renderAdmin('/admin', loggedIn);
    const about = await screen.findByTestId('about-this-site');
    expect(about).toHaveTextContent(
      'Live releases: site frame 1.0.0-20261120.1, public site 1.0.0-20261121.3, admin panel build folder (no release yet)',
    );
    expect(within(about).getByRole('link')).toHaveAttribute('href', '/admin/releases');
  });

  it('leaves the About line out when the releases cannot be read', async () => {
    counts.mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
    releases.mockRejectedValue(new ApiError('The server had a problem', 500));
    renderAdmin('/admin', loggedIn);
    await screen.findByRole('link', { name: /inquiries\s*1/i });
    await waitFor(() => expect(releases).toHaveBeenCalled());
    expect(screen.queryByTestId('about-this-site')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the disk holding the uploads is nearly full', async () => {
    counts.mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
    storage.mockResolvedValue({ ...healthyStorage, disk: { freeBytes: 0.5 * GB, totalBytes: 20 * GB, low: true } });
    renderAdmin('/admin', loggedIn);
    const warning = await screen.findByTestId('storage-warning');
    expect(warning).toHaveTextContent(/disk space is low: 0\.5 GB free of 20 GB/i);
    expect(warning).not.toHaveTextContent(/donation screenshots/i);
  });

  it('warns when the quota for unverified donation screenshots is nearly used, and says what stops when it is full', async () => {
    counts.mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
    storage.mockResolvedValue({
      ...healthyStorage,
      donationUploads: { usedBytes: 460 * MB, quotaBytes: 500 * MB, nearlyFull: true, full: false },
    });
    renderAdmin('/admin', loggedIn);
    const warning = await screen.findByTestId('storage-warning');
    expect(warning).toHaveTextContent(/460 MB of 500 MB/);
    expect(warning).toHaveTextContent(/verify/i);
    expect(warning).toHaveRole('alert');
    expect(within(warning).getByRole('link', { name: /donations/i })).toHaveAttribute('href', '/admin/donationdetails');
  });

  it('says when the quota is full that visitors cannot send screenshots now', async () => {
    counts.mockResolvedValue({ inquiry: 1, admission: 0, donation: 0 });
    storage.mockResolvedValue({
      ...healthyStorage,
      donationUploads: { usedBytes: 500 * MB, quotaBytes: 500 * MB, nearlyFull: true, full: true },
    });
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByTestId('storage-warning')).toHaveTextContent(
      /visitors cannot send donation screenshots/i,
    );
  });

  it.each([
    ['while there is room', () => storage.mockResolvedValue(healthyStorage)],
    [
      'when the check itself fails (the counts still show)',
      () => storage.mockRejectedValue(new ApiError('Request failed (500)', 500)),
    ],
  ])('shows no storage warning %s', async (_, arrange) => {
    arrange();
    counts.mockResolvedValue({ inquiry: 7, admission: 0, donation: 0 });
    renderAdmin('/admin', loggedIn);
    expect(await screen.findByRole('link', { name: /inquiries\s*7/i })).toBeInTheDocument();
    await waitFor(() => expect(storage).toHaveBeenCalled());
    expect(screen.queryByTestId('storage-warning')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells what is new since the last visit', async () => {
    localStorage.setItem(
      'dds-admin:seen-counts:admin@dds.test',
      JSON.stringify({ at: '2026-03-01T10:00:00.000Z', counts: { inquiry: 10, admission: 5, donation: 2 } }),
    );
    counts.mockResolvedValue({ inquiry: 13, admission: 5, donation: 2 });
    renderAdmin('/admin', loggedIn);
    expect(
      within(await screen.findByTestId('count-inquiry')).getByText(/\+3 new since your last visit/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('count-admission')).getByText(/nothing new since your last visit/i),
    ).toBeInTheDocument();
  });

  it('shows a retryable error when the counts cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    counts
      .mockRejectedValueOnce(new ApiError('Request failed (503)', 503))
      .mockResolvedValueOnce({ inquiry: 1, admission: 0, donation: 0 });
    const { user } = renderAdmin('/admin', loggedIn);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /inquiries\s*1/i })).toBeInTheDocument();
    warn.mockRestore();
  });

  it("uploads a certificate and says 'Certificate uploaded successfully'", async () => {
    counts.mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
    upload.mockResolvedValue({ message: 'ok' });
    const { user } = renderAdmin('/admin', loggedIn);
    await fillUpload(user);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.certificateUploadSuccess));
    expect(upload).toHaveBeenCalledWith(
      { name: 'Asha Verma', roll: 'DDS2026001', dob: '2006-01-15' },
      expect.any(File),
    );
    expect(screen.getByLabelText('Student name')).toHaveValue('');
  });

  it.each([
    [
      new ApiError('A certificate with this roll number already exists', 409),
      'A certificate with this roll number already exists',
    ],
    [new ApiError('Request failed (500)', 500), MESSAGES.certificateUploadFailure],
  ])('alerts the server message or "Upload failed" (%s)', async (error, shown) => {
    counts.mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
    upload.mockRejectedValue(error);
    const { user } = renderAdmin('/admin', loggedIn);
    await fillUpload(user);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(shown));
    expect(screen.getByLabelText('Student name')).toHaveValue('Asha Verma');
  });

  it('refuses a file that is not a PDF before uploading', async () => {
    counts.mockResolvedValue({ inquiry: 0, admission: 0, donation: 0 });
    const { user } = renderAdmin('/admin', loggedIn);
    await user.type(await screen.findByLabelText('Student name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Roll number'), 'DDS2026001');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2006-01-15' } });
    // A phone's file picker may ignore `accept`, so a photo can still arrive here.
    fireEvent.change(screen.getByLabelText('Certificate PDF'), {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The certificate must be a PDF file.');
    expect(upload).not.toHaveBeenCalled();
  });
});
