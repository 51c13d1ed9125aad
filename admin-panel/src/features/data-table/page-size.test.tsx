// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

beforeEach(() => {
  jest.clearAllMocks();
  // The server answers with the page and size it was asked for, out of 130 inquiries.
  fetchPage.mockImplementation(
    async (_list, query) =>
      pageOf([anInquiry({ name: 'Asha Verma' })], 130, Number(query.page), Number(query.pageSize)) as never,
  );
});

describe('rows per page', () => {
  it('offers 20, 50 and 100, starting at 20', async () => {
    renderAdmin('/admin/inquiries', loggedIn);
    await screen.findByText('Asha Verma');
    const size = screen.getByLabelText('Rows per page');
    expect(size).toHaveValue('20');
    expect(Array.from((size as HTMLSelectElement).options, (o) => o.value)).toEqual(['20', '50', '100']);
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ page: 1, pageSize: 20 }), {
      signal: expect.any(AbortSignal),
    });
  });

  it('asks the server for the chosen size and keeps it in the URL', async () => {
    const { user, router } = renderAdmin('/admin/inquiries', loggedIn);
    await screen.findByText('Asha Verma');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50'));
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ page: 1, pageSize: 50 }), {
      signal: expect.any(AbortSignal),
    });
    expect(await screen.findByText(/Showing 1–50 of 130 · Page 1 of 3/)).toBeInTheDocument();

    // Page turns keep the size.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50&page=2'));
    expect(await screen.findByText(/Showing 51–100 of 130/)).toBeInTheDocument();
  });

  it('stays on the page that holds the row that was first on screen', async () => {
    // Page 4 of 20 starts at row 61, which is on page 2 of 50.
    const { user, router } = renderAdmin('/admin/inquiries?page=4', loggedIn);
    await screen.findByText(/Showing 61–80 of 130/);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&pageSize=50'));
    expect(await screen.findByText(/Showing 51–100 of 130/)).toBeInTheDocument();
  });

  it('reads the size from a shared link, and ignores sizes it does not offer (the server caps at 100)', async () => {
    const first = renderAdmin('/admin/inquiries?pageSize=100', loggedIn);
    await screen.findByText('Asha Verma');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('100');
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ pageSize: 100 }), {
      signal: expect.any(AbortSignal),
    });
    // Not part of the CSV: the export holds every matching row.
    expect(
      screen.getByRole('link', { name: /export csv of these inquiries/i, hidden: true }).getAttribute('href'),
    ).not.toMatch(/pageSize/);
    first.unmount();

    renderAdmin('/admin/inquiries?pageSize=5000', loggedIn);
    await screen.findByText('Asha Verma');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('20');
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ pageSize: 20 }), {
      signal: expect.any(AbortSignal),
    });
  });
});
