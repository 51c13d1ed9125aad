// First: the shared mocks must be in place before the panel's modules load.
import { PATH, bulk, fetchPage } from './list-bulk-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aDonation, anAdmission, anInquiry } from '../../test/builders';

const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

const asha = anInquiry({ name: 'Asha Verma', status: 'new' });
const ravi = anInquiry({ name: 'Ravi Kumar', status: 'enrolled' });
const neha = anInquiry({ name: 'Neha Singh' });

beforeEach(() => {
  fetchPage.mockResolvedValue(pageOf([asha, ravi, neha], 45) as never);
});

const toast = () => screen.getByTestId('toast');

describe('acting on many rows', () => {
  it('marks the ticked inquiries contacted, and Undo puts each back to its own status', async () => {
    bulk
      .mockResolvedValueOnce({
        affected: 2,
        previous: [
          { id: asha.id, status: 'new' },
          { id: ravi.id, status: 'enrolled' },
        ],
      })
      .mockResolvedValue({ affected: 1, previous: [] });
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));

    const bar = screen.getByRole('region', { name: 'Actions on selected inquiries' });
    expect(bar).toHaveTextContent('2 inquiries selected');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
    await user.click(within(bar).getByRole('button', { name: 'Mark contacted' }));

    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'status', status: 'contacted' }, { ids: [asha.id, ravi.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('2 inquiries marked Contacted'));
    // Done: the selection is cleared and the page fetched again.
    expect(screen.queryByRole('region', { name: 'Actions on selected inquiries' })).not.toBeInTheDocument();

    await user.click(within(toast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bulk).toHaveBeenCalledTimes(3));
    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'status', status: 'new' }, { ids: [asha.id] });
    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'status', status: 'enrolled' }, { ids: [ravi.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('Undone: 2 inquiries marked Contacted'));
  });

  it('says plainly that nothing changed when the ticked inquiries were already Contacted, and offers no Undo', async () => {
    bulk.mockResolvedValueOnce({ affected: 0, already: 2, previous: [] });
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Actions on selected inquiries' })).getByRole('button', {
        name: 'Mark contacted',
      }),
    );
    await waitFor(() => expect(toast()).toHaveTextContent('Those 2 inquiries were already Contacted'));
    expect(toast()).not.toHaveTextContent('0 inquiries');
    expect(within(toast()).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('counts only the inquiries it changed, and says how many were already so', async () => {
    bulk.mockResolvedValueOnce({ affected: 1, already: 1, previous: [{ id: asha.id, status: 'new' }] });
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Actions on selected inquiries' })).getByRole('button', {
        name: 'Mark contacted',
      }),
    );
    await waitFor(() => expect(toast()).toHaveTextContent('1 inquiry marked Contacted; 1 was already Contacted'));
    expect(within(toast()).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('selects all rows matching the filters and deletes them by the filters; Undo restores them', async () => {
    const moved = Array.from({ length: 45 }, (_, i) => ({ id: 1000 + i, status: 'active' }));
    bulk.mockResolvedValueOnce({ affected: 45, previous: moved }).mockResolvedValue({ affected: 45, previous: [] });
    const { user } = renderAdmin('/admin/inquiries?status=new&q=verma', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 15_000 }));

    const bar = screen.getByRole('region', { name: 'Actions on selected inquiries' });
    expect(bar).toHaveTextContent('3 inquiries selected');
    // Offered on the line above the rows (select-all-matching.test.tsx), not in the bar.
    await user.click(
      within(screen.getByTestId('select-all-matching')).getByRole('button', {
        name: 'Select all 45 inquiries matching',
      }),
    );
    expect(bar).toHaveTextContent('All 45 inquiries matching selected');
    expect(within(bar).getByRole('link', { name: 'Export selected (CSV)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/inquiries\/export\.csv\?q=verma&.*status=new/),
    );

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(bulk).toHaveBeenCalledWith(
      PATH,
      { action: 'delete' },
      { matching: expect.objectContaining({ q: 'verma', status: 'new' }) },
    );
    await waitFor(() => expect(toast()).toHaveTextContent('45 inquiries moved to the Trash'));

    await user.click(within(toast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenLastCalledWith(PATH, { action: 'restore' }, { ids: moved.map((m) => m.id) }),
    );
  });

  it("opens the phone bar's More panel as a disclosure: Escape closes it and focus returns to More", async () => {
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 }));
    const bar = screen.getByRole('region', { name: 'Actions on selected inquiries' });
    const more = within(bar).getByRole('button', { name: 'More actions' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    within(panel).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // A tap elsewhere on the page closes it too; choosing an action from it closes it and runs the action.
    await user.click(more);
    await user.click(screen.getByRole('heading', { name: 'Inquiries' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    bulk.mockResolvedValue({ affected: 1, previous: [{ id: asha.id, status: 'new' }] });
    await user.click(more);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'status', status: 'closed' }, { ids: [asha.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('1 inquiry marked Closed'));
  });

  it('exports only the ticked rows, as CSV or as an Excel workbook', async () => {
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Neha Singh' }, { timeout: 15_000 }));
    expect(screen.getByRole('link', { name: 'Export selected (CSV)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${PATH}/export\\.csv\\?ids=${neha.id}$`)),
    );
    expect(screen.getByRole('link', { name: 'Export selected (Excel)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${PATH}/export\\.xlsx\\?ids=${neha.id}$`)),
    );
  });

  it('lists the Trash with Restore, and Undo sends spam back as spam', async () => {
    const spam = {
      ...anInquiry({ name: 'Cheap Loans' }),
      deletedAt: '2026-11-20T10:00:00.000Z',
      deletedReason: 'spam',
    };
    fetchPage.mockResolvedValue(pageOf([spam]) as never);
    bulk
      .mockResolvedValueOnce({ affected: 1, previous: [{ id: spam.id, status: 'spam' }] })
      .mockResolvedValue({ affected: 1, previous: [] });
    const { user } = renderAdmin('/admin/inquiries?trash=1', loggedIn);

    expect(await screen.findByRole('heading', { name: 'Inquiries: Trash' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith('inquiries', expect.objectContaining({ trash: '1' }), {
      signal: expect.any(AbortSignal),
    });
    expect(await screen.findByText(/\(spam\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Cheap Loans' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'restore' }, { ids: [spam.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('1 inquiry restored'));

    await user.click(within(toast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bulk).toHaveBeenLastCalledWith(PATH, { action: 'spam' }, { ids: [spam.id] }));
  });

  it('offers Confirm and Reject for admissions, and a Reject can be undone', async () => {
    const a = anAdmission({ name: 'Pooja Das' });
    fetchPage.mockResolvedValue(pageOf([a]) as never);
    bulk
      .mockResolvedValueOnce({ affected: 1, previous: [{ id: a.id, status: 'pending' }] })
      .mockResolvedValue({ affected: 1, previous: [] });
    const { user } = renderAdmin('/admin/admission', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pooja Das' }, { timeout: 15_000 }));
    const bar = screen.getByRole('region', { name: 'Actions on selected admissions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm', 'More actions', 'Reject', 'Mark as spam', 'Delete', 'Clear selection']);

    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast()).toHaveTextContent('1 admission marked Rejected'));
    await user.click(within(toast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenLastCalledWith(
        '/api/admin/admissions',
        { action: 'status', status: 'pending' },
        { ids: [a.id] },
      ),
    );
  });

  it('verifies the ticked donations in one action, and Undo unverifies only those it verified', async () => {
    const meera = aDonation({ name: 'Meera Joshi' });
    const kiran = aDonation({ name: 'Kiran Rao', verified: true });
    fetchPage.mockResolvedValue(pageOf([meera, kiran]) as never);
    bulk
      .mockResolvedValueOnce({ affected: 1, previous: [{ id: meera.id, status: 'unverified' }] })
      .mockResolvedValue({ affected: 1, previous: [] });
    const { user } = renderAdmin('/admin/donationdetails', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 15_000 }));
    await user.click(
      within(screen.getByRole('region', { name: 'Actions on selected donations' })).getByRole('button', {
        name: 'Verify',
      }),
    );

    expect(bulk).toHaveBeenCalledWith(
      '/api/admin/donations',
      { action: 'verify', verified: true },
      { ids: [meera.id, kiran.id] },
    );
    await waitFor(() => expect(toast()).toHaveTextContent('1 donation verified'));
    await user.click(within(toast()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenLastCalledWith(
        '/api/admin/donations',
        { action: 'verify', verified: false },
        { ids: [meera.id] },
      ),
    );
  });
});
