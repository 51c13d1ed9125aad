import { screen, waitFor } from '@testing-library/react';
import { fetchListPage, updateAdmission } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anAdmission } from '../../test/builders';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn(), updateAdmission: jest.fn() }));
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
  (updateAdmission as jest.Mock).mockResolvedValue({ ...a, status: 'confirmed', statusChangedAt: '2026-03-07T08:00:00.000Z' });
  const { user, router } = renderAdmin('/admin/admission', loggedIn);

  const status = await screen.findByRole('combobox', { name: 'Change status of admission of Neha Singh' });
  await user.selectOptions(status, 'confirmed');
  expect(updateAdmission).toHaveBeenCalledWith(a.id, { status: 'confirmed' });
  await waitFor(() => expect(status).toHaveValue('confirmed'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Online');
  await waitFor(() => expect(router.state.location.search).toBe('?mode=Online'));
  expect(fetchPage).toHaveBeenLastCalledWith('admissions', expect.objectContaining({ mode: 'Online', page: 1 }));
});
