// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';
import { istDate } from '../../ui/format';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

beforeEach(() => {
  jest.clearAllMocks();
  fetchPage.mockImplementation(
    async (_list, query) => pageOf([anInquiry({ name: 'Asha Verma' })], 2964, query.page) as never,
  );
});

describe('finding things in a list', () => {
  it("puts 'Today' in the URL as India dates and sends them to the server", async () => {
    const { user, router } = renderAdmin('/admin/inquiries', loggedIn);
    await screen.findByText('Asha Verma', {}, { timeout: 15_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Received' }), 'Today');

    const today = istDate(new Date());
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${today}&to=${today}`));
    expect(fetchPage).toHaveBeenLastCalledWith(
      'inquiries',
      expect.objectContaining({ from: today, to: today, page: 1 }),
      { signal: expect.any(AbortSignal) },
    );
    expect(within(screen.getByRole('list', { name: 'Showing only:' })).getByRole('listitem')).toHaveTextContent(
      'Received: Today',
    );
  });

  it('shows a custom range from the URL with its two day boxes', async () => {
    renderAdmin('/admin/inquiries?from=2026-11-01&to=2026-11-05', loggedIn);
    await screen.findByText('Asha Verma', {}, { timeout: 15_000 });
    expect(screen.getByRole('combobox', { name: 'Received' })).toHaveValue('custom');
    expect(screen.getByLabelText('From (India date)')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To (India date)')).toHaveValue('2026-11-05');
    expect(fetchPage).toHaveBeenCalledWith(
      'inquiries',
      expect.objectContaining({ from: '2026-11-01', to: '2026-11-05' }),
      { signal: expect.any(AbortSignal) },
    );
  });

  it('shows each filter in force as a chip that removes it, and Clear all', async () => {
    const { user, router } = renderAdmin(
      '/admin/inquiries?q=verma&status=contacted&course=both&from=2026-11-01&to=2026-11-05',
      loggedIn,
    );
    await screen.findByText('Asha Verma', {}, { timeout: 15_000 });
    const chips = screen.getByRole('list', { name: 'Showing only:' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual(['Search: “verma”', 'Status: Contacted', 'Course: Both', 'Received: 1 Nov 2026 – 5 Nov 2026']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Contacted' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('status='));
    expect(router.state.location.search).toContain('course=both');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Showing only:' })).not.toBeInTheDocument();
  });

  it("phones' Filters button counts the filters in force (search has its own box) and opens the filters it controls", async () => {
    const { user } = renderAdmin('/admin/inquiries?q=verma&status=contacted&from=2026-11-01&to=2026-11-05', loggedIn);
    await screen.findByText('Asha Verma', {}, { timeout: 15_000 });
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAccessibleName('Filters 2 in force');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(panel).getByRole('combobox', { name: 'Course' }), '{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('pages by number, to the last page, and by the Go to page box', async () => {
    const { user, router } = renderAdmin('/admin/inquiries', loggedIn);
    await screen.findByText('Asha Verma', {}, { timeout: 15_000 });
    expect(screen.getByText(/Showing 1–20 of 2,964 · Page 1 of 149/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=149'));
    expect(await screen.findByRole('button', { name: 'Page 149' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('spinbutton', { name: 'Go to page' }), '75{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=75'));
    expect(fetchPage).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ page: 75 }), {
      signal: expect.any(AbortSignal),
    });

    // A page past the end goes to the last one instead of an empty page.
    await user.type(screen.getByRole('spinbutton', { name: 'Go to page' }), '900{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=149'));
  });
});
