import { screen, waitFor } from '@testing-library/react';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { getSettings, saveSettings } from './settings-api';

jest.mock('./settings-api', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));

const load = getSettings as jest.MockedFunction<typeof getSettings>;
const save = saveSettings as jest.MockedFunction<typeof saveSettings>;
const stored: SiteSettings = { ...EMPTY_SITE_SETTINGS, instituteName: 'DDS Sitapur', phone: '+91 90000 11111' };

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(stored);
});
afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the panel in the admin's language; the values typed stay as typed.
describe('Settings for an admin who reads the panel in Hindi', () => {
  it('shows the screen, its groups, labels and hints in Hindi, the values as stored', async () => {
    await showPanelIn('hi');
    renderAdmin('/admin/settings', { status: 'authenticated', email: 'owner@dds.test' });
    expect(await screen.findByLabelText('संस्थान का नाम')).toHaveValue('DDS Sitapur');
    expect(screen.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'संपर्क की जानकारी' })).toBeInTheDocument();
    expect(screen.getByLabelText('फ़ोन')).toHaveValue('+91 90000 11111');
    expect(screen.getByLabelText('Instagram लिंक')).toHaveAccessibleDescription(
      'आपके Instagram पेज का पूरा लिंक, https:// से शुरू। ख़ाली हो तो Instagram का आइकन नहीं दिखता।',
    );
    expect(screen.getByText('सभी बदलाव सहेजे गए।')).toBeInTheDocument();
    expect(screen.queryByText('Save settings')).not.toBeInTheDocument();
  });

  it('saves, says so in Hindi, and draws the UPI preview sentence in Hindi word order', async () => {
    save.mockImplementation(async (settings) => ({ ...settings, version: 2 }));
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/settings', { status: 'authenticated', email: 'owner@dds.test' });
    await user.type(await screen.findByLabelText('UPI आईडी'), 'dds@sbi');
    expect(screen.getByText('आपके कुछ बदलाव अभी सहेजे नहीं गए हैं।')).toBeInTheDocument();
    expect(screen.getByTestId('upi-preview')).toHaveTextContent('dds@sbi पर DDS Sitapur को भुगतान करने वाला QR कोड।');
    await user.click(screen.getByRole('button', { name: 'सेटिंग्स सहेजें' }));
    expect(await screen.findByText('सेटिंग्स सहेजी गईं — अब साइट पर दिख रही हैं')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ upiId: 'dds@sbi' }), undefined);
  });

  it('says the field checks in Hindi, its own as the schema words them and the server’s refusal', async () => {
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/settings', { status: 'authenticated', email: 'owner@dds.test' });
    const phone = await screen.findByLabelText('फ़ोन');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/^फ़ोन भारत का 10 अंकों का नंबर होना चाहिए, \+91 के साथ या उसके बिना।/);
    await user.clear(phone);
    await user.type(phone, '9000011111');
    await user.type(screen.getByLabelText('Instagram लिंक'), 'instagram.com/dds');
    await user.tab();
    expect(screen.getByLabelText('Instagram लिंक')).toHaveAccessibleDescription(
      /^Instagram लिंक https:\/\/ से शुरू होने वाला पूरा लिंक होना चाहिए।/,
    );
    await user.clear(screen.getByLabelText('Instagram लिंक'));
    // The server refuses what the panel let through: its English is said in Hindi too.
    save.mockRejectedValueOnce(new Error('UPI id must look like name@bank'));
    await user.type(screen.getByLabelText('पाने वाले का नाम'), 'DDS Trust');
    await user.click(screen.getByRole('button', { name: 'सेटिंग्स सहेजें' }));
    expect(await screen.findByText('नहीं सहेजा गया: UPI आईडी name@bank जैसी होनी चाहिए।')).toBeInTheDocument();
  });

  it('a staff member reads in Hindi which details only an owner may change', async () => {
    await showPanelIn('hi');
    renderAdmin('/admin/settings', { status: 'authenticated', email: 'ravi@dds.test', role: 'staff' });
    expect(await screen.findByRole('note')).toHaveTextContent(/केवल मालिक बदल सकते हैं/);
    expect(screen.getByLabelText('संस्थान का नाम')).toHaveAccessibleDescription(/^इसे केवल मालिक बदल सकते हैं।/);
  });

  it('reads English again once the admin switches back, word for word as before', async () => {
    await showPanelIn('hi');
    await showPanelIn('en');
    renderAdmin('/admin/settings', { status: 'authenticated', email: 'owner@dds.test' });
    expect(await screen.findByLabelText('Institute name')).toHaveValue('DDS Sitapur');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Donations by UPI' })).toBeInTheDocument();
  });
});
