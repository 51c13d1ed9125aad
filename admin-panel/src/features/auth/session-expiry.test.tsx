// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { act, screen, waitFor } from '@testing-library/react';
import { login, onUnauthorized } from '@dds/shared/api';
import { renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';
import { fetchRecord } from '../record/record-api';

let fireUnauthorized: () => void = () => {};
jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  login: jest.fn(),
  // Stands in for the API client's 401 interceptor.
  onUnauthorized: jest.fn((listener: () => void) => {
    fireUnauthorized = listener;
    return () => {};
  }),
}));
// The login screen asks whether the site is new; here it is not.
jest.mock('./sign-in-api', () => ({
  ...jest.requireActual('./sign-in-api'),
  fetchSignInOptions: jest.fn(async () => ({ setupNeeded: false, passwordReset: true })),
}));
jest.mock('../record/record-api', () => ({ ...jest.requireActual('../record/record-api'), fetchRecord: jest.fn() }));

it('brings the login back over the page when the session expires, keeping what was typed', async () => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  const asha = anInquiry({ name: 'Asha Verma' });
  // Notes are written in the record view (docs/admin-guide.md).
  (fetchRecord as jest.Mock).mockResolvedValue({ item: asha, history: [], duplicates: [] });
  (login as jest.Mock).mockResolvedValue({ email: 'admin@dds.test' });
  const { user } = renderAdmin(`/admin/inquiries/${asha.id}`, { status: 'authenticated', email: 'admin@dds.test' });
  expect(onUnauthorized).toBeDefined();

  await user.click(await screen.findByRole('button', { name: 'Edit notes of inquiry from Asha Verma' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes of inquiry from Asha Verma' }), 'Half-written note');
  await act(async () => fireUnauthorized());

  const dialog = await screen.findByRole('dialog', { name: 'Please log in again' });
  expect(dialog).toHaveTextContent(/your session has ended/i);
  await user.type(screen.getByLabelText('Email'), 'admin@dds.test');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Notes of inquiry from Asha Verma' })).toHaveValue('Half-written note');
  // The record is read again now that the session is back, without losing the note being written.
  await waitFor(() => expect(fetchRecord).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('textbox', { name: 'Notes of inquiry from Asha Verma' })).toHaveValue('Half-written note');
});
