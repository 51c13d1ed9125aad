// First: the shared mocks must be in place before the panel's modules load.
import { entry, mocked, staff, newerServerEntry } from './activity-test-setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { AUDIT_ACTIONS } from '@dds/shared/schemas/audit-actions';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { fetchActivity } from './activity-api';

// The first screen of a file loads the lazy route modules: slow when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

// The shared setup has cleared the calls and named the people first.
beforeEach(() => {
  mocked(fetchActivity).mockResolvedValue(
    pageOf(
      [
        entry({ action: 'inquiry.update', target: 'inquiry:12', detail: '{"status":"contacted"}' }),
        entry({ actor: 'ravi@dds.test' }),
      ],
      45,
    ),
  );
});

it('shows who did what and when, in India time and in words', async () => {
  renderAdmin('/admin/activity', staff);
  const row = (await screen.findByText('Changed status of inquiry #12 to Contacted')).closest('tr')!;
  expect(within(row).getByText('22 Nov 2026, 9:28 pm')).toHaveAttribute('dateTime', '2026-11-22T15:58:00.000Z');
  expect(row).toHaveTextContent('owner@dds.test');
  expect(within(screen.getByRole('table')).getByText('Logged in').closest('tr')).toHaveTextContent('ravi@dds.test');
  expect(fetchActivity).toHaveBeenCalledWith(
    { page: 1, pageSize: 20, actor: undefined, action: undefined },
    { signal: expect.any(AbortSignal) },
  );
  expect(screen.getByText(/Showing 1–20 of 45/)).toBeInTheDocument();
});

it('filters by person and action through the URL, and pages', async () => {
  const { user, router } = renderAdmin('/admin/activity?page=2', staff);
  await screen.findByRole('table');
  await screen.findByRole('option', { name: 'ravi@dds.test' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'ravi@dds.test');
  await waitFor(() => expect(router.state.location.search).toBe('?actor=ravi%40dds.test'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Logged in');
  await waitFor(() =>
    expect(fetchActivity).toHaveBeenLastCalledWith(
      { page: 1, pageSize: 20, actor: 'ravi@dds.test', action: 'login' },
      { signal: expect.any(AbortSignal) },
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(fetchActivity).toHaveBeenLastCalledWith(
      { page: 2, pageSize: 20, actor: 'ravi@dds.test', action: 'login' },
      { signal: expect.any(AbortSignal) },
    ),
  );
});

it('says when nothing matches, and when the log cannot be loaded', async () => {
  mocked(fetchActivity).mockResolvedValueOnce(pageOf([], 0)).mockRejectedValueOnce(new ApiError('Network error', 0));
  const { user } = renderAdmin('/admin/activity?action=user.delete', staff);
  await user.click(await screen.findByRole('button', { name: 'Show all activity' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the activity. No answer from the server.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toHaveTextContent('Logged in');
});

it('shows each changed setting before → after, long values whole', async () => {
  const address =
    'Near Gandhi Chowk, opposite the State Bank of India branch, Station Road, Sitapur, Uttar Pradesh 261001';
  mocked(fetchActivity).mockResolvedValue(
    pageOf([
      entry({
        action: 'settings.update',
        target: 'settings',
        detail: JSON.stringify({
          upiId: { before: 'dds@sbi', after: 'reception.personal@ybl' },
          address: { before: '', after: address },
        }),
      }),
    ]),
  );
  renderAdmin('/admin/activity', staff);
  const row = (await screen.findByText('Changed the site settings: UPI id, Address')).closest('tr')!;
  const upi = within(row).getByText('UPI id').nextElementSibling!;
  expect(upi).toHaveTextContent(/^Before\s*dds@sbi\s*→ After\s*reception\.personal@ybl$/);
  expect(within(row).getByText(address)).toHaveAttribute('data-change', 'after');
});

it('lists each action once, only those the server writes, and asks the server for the chosen code', async () => {
  const { user } = renderAdmin('/admin/activity', staff);
  await screen.findByRole('table');
  const select = screen.getByRole('combobox', { name: 'Action' });
  const labels = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(new Set(labels).size).toBe(labels.length);
  const values = within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);
  expect([...values].sort()).toEqual([...AUDIT_ACTIONS].sort());
  await user.selectOptions(select, 'Added a photo');
  await waitFor(() =>
    expect(fetchActivity).toHaveBeenLastCalledWith(
      { page: 1, pageSize: 20, actor: undefined, action: 'photo.add' },
      { signal: expect.any(AbortSignal) },
    ),
  );
});

it('names the record and links to it while it exists; a deleted one reads by its number', async () => {
  const longName = 'Asha Kumari Verma Chaturvedi Srivastava Bhattacharya Raghunathan Subramaniam';
  mocked(fetchActivity).mockResolvedValue(
    pageOf([
      entry({
        action: 'inquiry.update',
        target: 'inquiry:35',
        detail: '{"status":"contacted","before":{"status":"new"}}',
        record: { name: longName },
      }),
      entry({ action: 'course.update', target: 'course:4', detail: '{}', record: { name: 'Spoken English' } }),
      entry({ action: 'inquiry.delete', target: 'inquiry:36', detail: '{"bulk":true}', record: null }),
    ]),
  );
  renderAdmin('/admin/activity', staff);
  const link = await screen.findByRole('link', { name: `inquiry from ${longName}` });
  expect(link).toHaveAttribute('href', '/admin/inquiries/35');
  expect(link.closest('td')).toHaveTextContent(`Changed status of inquiry from ${longName} to Contacted`);
  expect(screen.getByRole('link', { name: 'course “Spoken English”' })).toHaveAttribute('href', '/admin/courses/4');
  const gone = screen.getByText('Moved inquiry #36 to the Trash');
  expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
});

it('words an action a newer server wrote as well as it can: something done, on which record, its code kept', async () => {
  mocked(fetchActivity).mockResolvedValue(pageOf([newerServerEntry()]));
  const { user } = renderAdmin('/admin/activity?action=record.merge', staff);
  const link = await screen.findByRole('link', { name: 'inquiry from Asha Verma' });
  const cell = link.closest('td')!;
  expect(cell).toHaveTextContent(
    'Did something this panel does not name yet (record.merge) on inquiry from Asha Verma',
  );
  // The code is there for support, as a code; what changed still shows under the sentence.
  expect(within(cell).getByText('record.merge').tagName).toBe('CODE');
  expect(within(cell).getByText('Merged into').nextElementSibling).toHaveTextContent(
    /^Before\s*\(empty\)\s*→ After\s*15$/,
  );
  // Chosen in the URL, the filter names it by what it is rather than by the bare code.
  const action = screen.getByRole('combobox', { name: 'Action' });
  expect(action).toHaveDisplayValue('record.merge — an action this panel does not name yet');
  await user.selectOptions(action, 'All actions');
  await waitFor(() => expect(action).toHaveValue(''));
});
