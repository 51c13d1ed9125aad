import { screen } from '@testing-library/react';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';
import { renderAdmin } from '../../test/render-admin';
import { getSettings, saveSettings } from './settings-api';

jest.mock('./settings-api', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));

const load = getSettings as jest.MockedFunction<typeof getSettings>;
const save = saveSettings as jest.MockedFunction<typeof saveSettings>;
const stored: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS Sitapur',
  phone: '+91 90000 11111',
  upiId: 'dds@sbi',
  upiPayee: 'DDS Trust',
};

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(stored);
});

describe('Settings screen for staff', () => {
  it('shows the payment and contact details read-only, says why, and leaves the rest editable', async () => {
    renderAdmin('/admin/settings', { status: 'authenticated', email: 'ravi@dds.test', role: 'staff' });
    expect(await screen.findByLabelText('UPI id')).toHaveValue('dds@sbi');
    expect(screen.getByRole('note')).toHaveTextContent(OWNER_ONLY_MESSAGES.paymentSettings);
    for (const label of [
      'Institute name',
      'Address',
      'Phone',
      'Email',
      'WhatsApp number',
      'Google Maps link',
      'UPI id',
      'Payee name',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/^Only an owner can change this\./);
    }
    for (const label of ['Office hours', 'Facebook link', 'Instagram link', 'YouTube link', 'LinkedIn link'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly');
  });

  it('staff save what they may change; the locked values go back as they were', async () => {
    save.mockImplementation(async (s) => s);
    const { user } = renderAdmin('/admin/settings', { status: 'authenticated', email: 'ravi@dds.test', role: 'staff' });
    await user.type(await screen.findByLabelText('UPI id'), 'x'); // read-only: nothing typed
    await user.type(screen.getByLabelText('Office hours'), 'Mon–Sat 9–6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ upiId: 'dds@sbi', officeHours: 'Mon–Sat 9–6' });
  });

  it('an owner sees no note and can edit every field', async () => {
    renderAdmin('/admin/settings', { status: 'authenticated', email: 'owner@dds.test', role: 'owner' });
    expect(await screen.findByLabelText('UPI id')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
