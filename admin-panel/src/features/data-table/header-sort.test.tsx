// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
const header = (name: string) => screen.getByRole('columnheader', { name });

beforeEach(() => {
  jest.clearAllMocks();
  fetchPage.mockResolvedValue(pageOf([anInquiry({ name: 'Asha Verma' })], 45) as never);
});

describe('sorting by the column headers', () => {
  it('marks the default sort (newest first) on the Received header, and only there', async () => {
    renderAdmin('/admin/inquiries', loggedIn);
    await screen.findByText('Asha Verma');
    expect(header('Received')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    // Headers that do not sort have no button.
    expect(within(header('Course')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by name A–Z with the Name header button, then Z–A on a second click, keeping it in the URL', async () => {
    const { user, router } = renderAdmin('/admin/inquiries?page=3', loggedIn);
    await screen.findByText('Asha Verma');

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
    // A new order starts again at page 1.
    expect(fetchPage).toHaveBeenLastCalledWith(
      'inquiries',
      expect.objectContaining({ page: 1, sort: 'name', order: 'asc' }),
      { signal: expect.any(AbortSignal) },
    );
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Received')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name')); // desc is the default order, so it is left out
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ sort: 'name', order: 'desc' }), {
      signal: expect.any(AbortSignal),
    });
  });

  it('drives the same URL state as the Sort-by box phones use, both ways', async () => {
    const { user, router } = renderAdmin('/admin/inquiries?sort=name&order=asc', loggedIn);
    await screen.findByText('Asha Verma');
    const sortBox = screen.getByLabelText('Sort by');
    expect(sortBox).toHaveValue('name:asc');

    // Header → box: a date column starts newest first, which is the default and leaves the URL clean.
    await user.click(within(header('Received')).getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sortBox).toHaveValue('createdAt:desc');
    expect(header('Received')).toHaveAttribute('aria-sort', 'descending');

    // Box → header.
    await user.selectOptions(sortBox, 'Oldest first');
    await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
    expect(header('Received')).toHaveAttribute('aria-sort', 'ascending');
    expect(fetchPage).toHaveBeenLastCalledWith(
      'inquiries',
      expect.objectContaining({ sort: 'createdAt', order: 'asc' }),
      { signal: expect.any(AbortSignal) },
    );
  });
});
