// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { fetchCourseNames, patchRecord } from '../data-table/list-api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anAdmission } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('../data-table/list-api', () => ({
  ...jest.requireActual('../data-table/list-api'),
  patchRecord: jest.fn(),
  fetchCourseNames: jest.fn(),
}));
beforeEach(() => (fetchCourseNames as jest.Mock).mockResolvedValue(['Tally + GST', 'Python', 'Web Design Pro']));
const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

it("shows 'No admissions submitted yet' when there are none", async () => {
  fetchPage.mockResolvedValue(pageOf([]) as never);
  renderAdmin('/admin/admission', loggedIn);
  expect(await screen.findByText(MESSAGES.noAdmissions)).toBeInTheDocument();
});

it('confirms an admission and filters by mode through the URL', async () => {
  const a = anAdmission({ name: 'Neha Singh', mode: 'Online' });
  fetchPage.mockResolvedValue(pageOf([a]) as never);
  (patchRecord as jest.Mock).mockResolvedValue({
    ...a,
    status: 'confirmed',
    statusChangedAt: '2026-03-07T08:00:00.000Z',
  });
  const { user, router } = renderAdmin('/admin/admission', loggedIn);

  const status = await screen.findByRole('combobox', { name: 'Status of admission from Neha Singh' });
  await user.selectOptions(status, 'confirmed');
  expect(patchRecord).toHaveBeenCalledWith('/api/admin/admissions', a.id, { status: 'confirmed' });
  await waitFor(() => expect(status).toHaveValue('confirmed'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Online');
  await waitFor(() => expect(router.state.location.search).toBe('?mode=Online'));
  expect(fetchPage).toHaveBeenLastCalledWith('admissions', expect.objectContaining({ mode: 'Online', page: 1 }), {
    signal: expect.any(AbortSignal),
  });
});

it('offers the courses of the course records in the Course filter, not the fixed catalogue', async () => {
  fetchPage.mockResolvedValue(pageOf([anAdmission()]) as never);
  renderAdmin('/admin/admission', loggedIn);
  const course = await screen.findByRole('combobox', { name: 'Course' });
  await waitFor(() => expect(within(course).getByRole('option', { name: 'Web Design Pro' })).toBeInTheDocument());
  // 'AutoCAD' is in the catalogue of a fresh install, but not among this institute's course records.
  expect(within(course).queryByRole('option', { name: 'AutoCAD' })).not.toBeInTheDocument();
});
