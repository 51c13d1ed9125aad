// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, fetchListPage } from '@dds/shared/api';
import { patchRecord } from '../data-table/list-api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  fetchListPage: jest.fn(),
}));
jest.mock('../data-table/list-api', () => ({
  ...jest.requireActual('../data-table/list-api'),
  patchRecord: jest.fn(),
}));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const patch = patchRecord as jest.MockedFunction<typeof patchRecord>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

beforeEach(() => jest.clearAllMocks());

describe('inquiries list', () => {
  it("shows 'Loading' while fetching, then the deciding columns of each inquiry, its name opening the record", async () => {
    let answer!: (page: unknown) => void;
    fetchPage.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderAdmin('/admin/inquiries', loggedIn);

    expect(await screen.findByText(MESSAGES.loading)).toBeInTheDocument();
    answer(
      pageOf([
        anInquiry({
          name: 'Asha Verma',
          email: 'asha@example.in',
          phone: '9812345678',
          course: 'both',
          message: 'Weekend batch?',
        }),
      ]),
    );

    const row = (await screen.findByText('Asha Verma')).closest('tr')!;
    expect(within(row).getByText('Both')).toBeInTheDocument();
    // Stored as ten digits, read as written in India, with a call link (decision 018).
    expect(within(row).getByRole('link', { name: '98123 45678' })).toHaveAttribute('href', 'tel:+919812345678');
    // The message and e-mail live in the record view: the row stays narrow enough to fit the screen.
    expect(within(row).queryByText('Weekend batch?')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/inquiries\/\d+$/),
    );
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('marks a business inquiry as such beside its topic', async () => {
    fetchPage.mockResolvedValue(
      pageOf([anInquiry({ name: 'Kapoor Sweets', kind: 'business', course: 'seo' })]) as never,
    );
    renderAdmin('/admin/inquiries', loggedIn);
    const row = (await screen.findByText('Kapoor Sweets', {}, { timeout: 15_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Business · SEO');
  });

  it("shows 'No inquiries submitted yet' when there are none", async () => {
    fetchPage.mockResolvedValue(pageOf([]) as never);
    renderAdmin('/admin/inquiries', loggedIn);
    expect(await screen.findByText(MESSAGES.noInquiries)).toBeInTheDocument();
  });

  it('shows a retryable error line instead of an empty list when the fetch fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchPage
      .mockRejectedValueOnce(new ApiError('Request failed (500)', 500))
      .mockResolvedValueOnce(pageOf([anInquiry({ name: 'Ravi Kumar' })]) as never);
    const { user } = renderAdmin('/admin/inquiries', loggedIn);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not load the inquiries/i);
    expect(screen.queryByText(MESSAGES.noInquiries)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('pages through the server-side list and keeps the page in the URL', async () => {
    fetchPage.mockImplementation(
      async (_list, query) => pageOf([anInquiry({ name: `Person on page ${query.page}` })], 45, query.page) as never,
    );
    const { user, router } = renderAdmin('/admin/inquiries', loggedIn);
    expect(await screen.findByText('Person on page 1')).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–20 of 45/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person on page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ page: 2, pageSize: 20 }), {
      signal: expect.any(AbortSignal),
    });
  });

  it('reads page, search and filters from the URL and sends them to the server', async () => {
    fetchPage.mockResolvedValue(pageOf([anInquiry({ name: 'Filtered' })], 41, 3) as never);
    renderAdmin('/admin/inquiries?page=3&q=asha&status=contacted&course=both&sort=name&order=asc', loggedIn);
    await screen.findByText('Filtered');
    expect(fetchPage).toHaveBeenCalledWith(
      'inquiries',
      { page: 3, pageSize: 20, q: 'asha', status: 'contacted', course: 'both', sort: 'name', order: 'asc' },
      { signal: expect.any(AbortSignal) },
    );
    expect(screen.getByLabelText('Search inquiries')).toHaveValue('asha');
    expect(screen.getByLabelText('Status')).toHaveValue('contacted');
    expect(screen.getByRole('link', { name: /export csv of these inquiries/i, hidden: true })).toHaveAttribute(
      'href',
      expect.stringContaining(
        '/api/admin/inquiries/export.csv?q=asha&sort=name&order=asc&status=contacted&course=both',
      ),
    );
  });

  it('searching goes back to page 1 with the search in the URL', async () => {
    fetchPage.mockResolvedValue(pageOf([anInquiry()], 60, 2) as never);
    const { user, router } = renderAdmin('/admin/inquiries?page=2', loggedIn);
    await user.type(await screen.findByLabelText('Search inquiries'), 'verma{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=verma'));
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ page: 1, q: 'verma' }), {
      signal: expect.any(AbortSignal),
    });
  });

  it('changes the status of an inquiry in its row, with Undo in the toast', async () => {
    const asha = anInquiry({ name: 'Asha Verma' });
    fetchPage.mockResolvedValue(pageOf([asha]) as never);
    patch.mockResolvedValueOnce({ ...asha, status: 'contacted' }).mockResolvedValueOnce({ ...asha, status: 'new' });
    const { user } = renderAdmin('/admin/inquiries', loggedIn);

    const select = await screen.findByRole('combobox', { name: 'Status of inquiry from Asha Verma' });
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'contacted');
    expect(patch).toHaveBeenCalledWith('/api/admin/inquiries', asha.id, { status: 'contacted' });
    await waitFor(() => expect(select).toHaveValue('contacted'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Status changed to Contacted');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(patch).toHaveBeenLastCalledWith('/api/admin/inquiries', asha.id, { status: 'new' });
    await waitFor(() => expect(select).toHaveValue('new'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Status put back to New');
  });

  it('keeps the old status and says so when saving fails', async () => {
    const asha = anInquiry({ name: 'Asha Verma' });
    fetchPage.mockResolvedValue(pageOf([asha]) as never);
    patch.mockRejectedValue(new ApiError('Request failed (500)', 500));
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    const select = await screen.findByRole('combobox', { name: 'Status of inquiry from Asha Verma' });
    await user.selectOptions(select, 'enrolled');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not saved/i);
    expect(select).toHaveValue('new');
  });
});
