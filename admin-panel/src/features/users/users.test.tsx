// First: the shared mocks must be in place before the panel's modules load.
import { aUser, me, mocked, owner, ravi } from './users-test-setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { addAdminUser, fetchAdminUsers, removeAdminUser, setAdminUserRole } from './users-api';

// The first screen of a file loads the lazy route modules: slow when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

it('lists the users with their roles, "(you)" and when they were last active', async () => {
  renderAdmin('/admin/users', owner);
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText('ravi@dds.test')).closest('tr')!;
  expect(within(row).getByRole('combobox', { name: 'Role of ravi@dds.test' })).toHaveValue('staff');
  expect(within(row).getByText('Not signed in')).toBeInTheDocument();
  const mine = within(table).getByText('owner@dds.test').closest('tr')!;
  expect(mine).toHaveTextContent('(you)');
  expect(mine).toHaveTextContent('22 Nov 2026, 9:28 pm');
  expect(within(mine).queryByRole('button', { name: /remove/i })).not.toBeInTheDocument();
});

it('adds a staff user with a generated first password, shown once to copy', async () => {
  mocked(addAdminUser).mockImplementation(async (input) =>
    aUser({ id: 3, email: input.email, role: input.role, lastSeenAt: null }),
  );
  const { user } = renderAdmin('/admin/users', owner);
  await user.type(await screen.findByLabelText('Email'), 'meera@dds.test');
  const generated = (screen.getByLabelText('First password') as HTMLInputElement).value;
  expect(generated).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  expect(screen.getByRole('radio', { name: /staff/i })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Add user' }));

  expect(addAdminUser).toHaveBeenCalledWith({ email: 'meera@dds.test', role: 'staff', password: generated });
  expect(await screen.findByText('meera@dds.test added as staff')).toBeInTheDocument();
  const shown = screen.getByText(generated);
  expect(shown.closest('[role="status"]')).toHaveTextContent('can now log in with this password');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByText(generated)).not.toBeInTheDocument();
  expect((screen.getByLabelText('First password') as HTMLInputElement).value).not.toBe(generated);
  await waitFor(() => expect(fetchAdminUsers).toHaveBeenCalledTimes(2));
});

it('lets the owner type the first password, and says why the server refused it', async () => {
  mocked(addAdminUser).mockRejectedValue(new ApiError('This password is too common. Choose another.', 400));
  const { user } = renderAdmin('/admin/users', owner);
  await user.type(await screen.findByLabelText('Email'), 'meera@dds.test');
  await user.click(screen.getByRole('radio', { name: /owner/i }));
  await user.clear(screen.getByLabelText('First password'));
  await user.type(screen.getByLabelText('First password'), 'password1');
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  expect(addAdminUser).toHaveBeenCalledWith({ email: 'meera@dds.test', role: 'owner', password: 'password1' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Choose another.');
});

it('changes a role with a toast, and shows the last-owner refusal', async () => {
  mocked(setAdminUserRole)
    .mockResolvedValueOnce({ ...ravi, role: 'owner' })
    .mockRejectedValueOnce(new ApiError('This is the last owner. Make another user an owner first.', 409));
  const { user } = renderAdmin('/admin/users', owner);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of ravi@dds.test' }), 'owner');
  expect(await answerConfirmation(user, 'Make ravi@dds.test an owner?', 'Make owner')).toContain(
    'Owners can add and remove users.',
  );
  expect(setAdminUserRole).toHaveBeenCalledWith(2, 'owner');
  expect(await screen.findByText('ravi@dds.test is now owner')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Role of owner@dds.test' }), 'staff');
  expect(await answerConfirmation(user, 'Make yourself staff?', 'Make me staff')).toContain(
    'You will no longer be able to manage users.',
  );
  expect(
    await screen.findByText('Not changed: This is the last owner. Make another user an owner first.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of owner@dds.test' })).toHaveValue('owner');
});

it('changes nothing when the owner cancels the confirmation', async () => {
  const { user } = renderAdmin('/admin/users', owner);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of ravi@dds.test' }), 'owner');
  await answerConfirmation(user, 'Make ravi@dds.test an owner?', 'Cancel');
  expect(setAdminUserRole).not.toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: 'Role of ravi@dds.test' })).toHaveValue('staff');
});

it('removes a user after a confirmation', async () => {
  mocked(removeAdminUser).mockResolvedValue();
  mocked(fetchAdminUsers).mockResolvedValueOnce([me, ravi]).mockResolvedValue([me]);
  const { user } = renderAdmin('/admin/users', owner);
  await user.click(await screen.findByRole('button', { name: 'Remove ravi@dds.test' }));
  expect(await answerConfirmation(user, 'Remove ravi@dds.test?', 'Remove')).toContain(
    'They are signed out at once and can no longer log in.',
  );
  expect(removeAdminUser).toHaveBeenCalledWith(2);
  expect(await screen.findByText('ravi@dds.test removed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove ravi@dds.test' })).not.toBeInTheDocument());
});

it('shows staff neither the Users screen nor its menu entry', async () => {
  renderAdmin('/admin/users', { ...owner, email: 'ravi@dds.test', role: 'staff' });
  expect(await screen.findByText(/only an owner can manage admin users/i)).toBeInTheDocument();
  expect(fetchAdminUsers).not.toHaveBeenCalled();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Activity' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'My account' })).toBeInTheDocument();
});

it('shows owners the Users entry', async () => {
  renderAdmin('/admin/users', owner);
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
});
