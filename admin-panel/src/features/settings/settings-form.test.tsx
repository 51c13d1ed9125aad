import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';
import { renderAdmin } from '../../test/render-admin';
import { EditConflictError } from '../edit-conflict';
import { getSettings, saveSettings } from './settings-api';

jest.mock('./settings-api', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));
// Leaving goes to the inquiries list: its page and its assignees answered here, not asked of a server.
jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  fetchListPage: jest.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
}));
jest.mock('../leads/leads-api', () => ({
  ...jest.requireActual('../leads/leads-api'),
  fetchAssignees: jest.fn(async () => []),
}));

const load = getSettings as jest.MockedFunction<typeof getSettings>;
const save = saveSettings as jest.MockedFunction<typeof saveSettings>;
const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const stored: SiteSettings = { ...EMPTY_SITE_SETTINGS, instituteName: 'DDS Sitapur', phone: '+91 90000 11111' };

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(stored);
});

const field = (label: string) => screen.getByLabelText(label);

describe('Settings screen', () => {
  it('is in the menu and shows every setting with its current value', async () => {
    renderAdmin('/admin/settings', loggedIn);
    expect(await screen.findByLabelText('Institute name')).toHaveValue('DDS Sitapur');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(field('Phone')).toHaveValue('+91 90000 11111');
    for (const label of [
      'Address',
      'Email',
      'WhatsApp number',
      'Google Maps link',
      'Facebook link',
      'Instagram link',
      'YouTube link',
      'LinkedIn link',
      'UPI id',
      'Payee name',
      'Office hours',
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Address').tagName).toBe('TEXTAREA');
    expect(field('Instagram link')).toHaveAccessibleDescription(/empty: the instagram icon is hidden/i);
  });

  it('checks a field when the admin leaves it, with the message next to it, and clears it once fixed', async () => {
    const { user } = renderAdmin('/admin/settings', loggedIn);
    const upi = await screen.findByLabelText('UPI id');
    await user.type(upi, 'dds-at-sbi');
    await user.tab();
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(upi).toHaveAccessibleDescription(/UPI id must look like name@bank/);
    await user.clear(upi);
    await user.type(upi, 'dds@sbi');
    expect(upi).not.toHaveAttribute('aria-invalid');
    expect(upi).not.toHaveAccessibleDescription(/must look like/);
  });

  it('refuses to save invalid fields: each says what is wrong, the first takes the focus, nothing is sent', async () => {
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.clear(await screen.findByLabelText('Phone'));
    await user.type(field('Phone'), '12345');
    await user.type(field('Google Maps link'), 'http://maps.example/x');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: fix the 2 fields marked in red.');
    expect(field('Phone')).toHaveAccessibleDescription(/Phone must be an Indian number of 10 digits/);
    expect(field('Google Maps link')).toHaveAccessibleDescription(/Google Maps link must be a full https:\/\/ link/);
    expect(field('Phone')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, says it is live, and shows the values as the server stored them', async () => {
    save.mockImplementation(async (s) => ({ ...s, whatsapp: '+91 98765 43210' }));
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('WhatsApp number'), '098765-43210');
    await user.type(field('Address'), 'Station Road{Enter}Sitapur');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Settings saved — live on the site now');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        whatsapp: '+91 98765 43210',
        address: 'Station Road\nSitapur',
        instituteName: 'DDS Sitapur',
      }),
      undefined,
    );
    expect(field('WhatsApp number')).toHaveValue('+91 98765 43210');
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal, next to the field it names", async () => {
    save.mockRejectedValue(new ApiError('upiId: UPI id must look like name@bank', 400));
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('UPI id'), 'dds@sbi');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/The server said: upiId: UPI id must look like name@bank/)).toBeInTheDocument();
    expect(field('UPI id')).toHaveAttribute('aria-invalid', 'true');
    expect(field('UPI id')).toHaveAccessibleDescription(/UPI id must look like name@bank/);
    expect(field('UPI id')).toHaveValue('dds@sbi');
  });

  it('shows a refusal that names no field (server down) and keeps what was typed', async () => {
    save.mockRejectedValue(new ApiError('Request failed (503)', 503));
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('Email'), 'office@dds.in');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Request failed (503)');
    expect(field('Email')).toHaveValue('office@dds.in');
  });

  it('previews the donation QR code and upi:// link visitors will get', async () => {
    const { user } = renderAdmin('/admin/settings', loggedIn);
    const preview = await screen.findByTestId('upi-preview');
    expect(preview).toHaveTextContent(/enter a UPI id/i);
    await user.type(field('UPI id'), 'dds@sbi');
    await user.type(field('Payee name'), 'DDS Trust');
    expect(within(preview).getByTestId('upi-link')).toHaveTextContent('upi://pay?pa=dds@sbi&pn=DDS%20Trust&cu=INR');
    expect(
      await within(preview).findByRole('img', { name: 'Preview of the donation QR code: pay DDS Trust' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('the payee defaults to the institute name, as on the public site', async () => {
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('UPI id'), 'dds@sbi');
    expect(screen.getByTestId('upi-link')).toHaveTextContent('pn=DDS%20Sitapur');
  });

  it('asks before leaving with unsaved changes; Stay keeps the edits, Leave goes', async () => {
    const { user, router } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('Office hours'), 'Mon–Sat 9–6');
    await user.click(screen.getByRole('link', { name: 'Inquiries' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(field('Office hours')).toHaveValue('Mon–Sat 9–6');

    await user.click(screen.getByRole('link', { name: 'Inquiries' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inquiries'));
  });

  it('lets the admin leave freely once saved, and warns the browser only while there are edits', async () => {
    save.mockImplementation(async (s) => s);
    const { user, router } = renderAdmin('/admin/settings', loggedIn);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.type(await screen.findByLabelText('Office hours'), '9 to 6');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('All changes saved.');
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Inquiries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inquiries'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("another admin's save meanwhile: the message takes the focus, the typed values stay; Reload offers them back, Overwrite sends them with the new version", async () => {
    load.mockResolvedValue({ ...stored, version: 4 });
    const conflict = { version: 5, changedBy: 'priya@dds.test', changedAt: '2026-12-01T04:30:00.000Z' };
    save.mockRejectedValueOnce(new EditConflictError(conflict));
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.type(await screen.findByLabelText('Office hours'), 'Mon–Sat 9–6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByTestId('edit-conflict');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent(
      'Changed by priya@dds.test at 1 Dec 2026, 10:00 am while you were editing — reload, or overwrite',
    );
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ officeHours: 'Mon–Sat 9–6' }), 4);
    expect(field('Office hours')).toHaveValue('Mon–Sat 9–6');

    // Reload: the other admin's phone arrives, the typed office hours are one click away.
    load.mockResolvedValue({ ...stored, phone: '+91 98111 22233', version: 5 });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Put back what I typed' })).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('+91 98111 22233');
    expect(field('Office hours')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Put back what I typed' }));
    expect(field('Office hours')).toHaveValue('Mon–Sat 9–6');
    expect(field('Phone')).toHaveValue('+91 98111 22233');

    // A second conflict, then Overwrite: the typed values go with the version the server named.
    save.mockRejectedValueOnce(new EditConflictError({ ...conflict, version: 6 }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    save.mockImplementation(async (s) => ({ ...s, version: 7 }));
    await user.click(within(await screen.findByTestId('edit-conflict')).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Settings saved — live on the site now');
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ officeHours: 'Mon–Sat 9–6', phone: '+91 98111 22233' }),
      6,
    );
    expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument();
  });

  it('shows loading, then a retryable error when the settings cannot be loaded', async () => {
    load.mockRejectedValueOnce(new ApiError('Request failed (500)', 500));
    const { user } = renderAdmin('/admin/settings', loggedIn);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Institute name')).toHaveValue('DDS Sitapur');
  });
});
