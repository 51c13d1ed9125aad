// First: the shared mocks must be in place before the panel's modules load.
import { answer, fetchOne, fetchPage, patch, trash } from './record-view-setup';
import { screen, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { aDonation, anAdmission } from '../../test/builders';
import { saveDonation } from '../donations/donation-save';

// The donation's own saves (its Verified mark and details) go through their own call.
jest.mock('../donations/donation-save', () => ({ saveDonation: jest.fn(), fetchDonation: jest.fn() }));
const saveDetails = saveDonation as jest.MockedFunction<typeof saveDonation>;

const loggedIn = { status: 'authenticated' as const, email: 'clerk@dds.test', role: 'staff' as const };

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8): the panel loads its words first.
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));
beforeEach(() => {
  fetchPage.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
});

describe('the record view in Hindi', () => {
  it('shows its title, sections, field labels, status and history in Hindi; names, dates and values as written', async () => {
    const admission = anAdmission({ id: 51, name: 'Meena Devi', email: 'meena@example.in', status: 'confirmed' });
    fetchOne.mockResolvedValue(
      answer(admission, {
        history: [
          {
            at: '2026-03-05T12:00:00.000Z',
            actor: 'owner@dds.in',
            action: 'admission.update',
            details: { status: 'confirmed', before: { status: 'pending' } },
          },
          {
            at: '2026-03-05T11:00:00.000Z',
            actor: 'owner@dds.in',
            action: 'admission.update',
            details: { phone: '9876543210', before: { phone: '98765 4321O' } },
          },
          {
            at: '2026-03-05T10:00:00.000Z',
            actor: 'owner@dds.in',
            action: 'admission.update',
            // An admin since removed: not among the assignees the panel can name.
            details: { assignedTo: 7, before: { assignedTo: null } },
          },
        ],
      }),
    );
    renderAdmin('/admin/admission/51', loggedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meena Devi की ओर से प्रवेश आवेदन' }, { timeout: 15_000 }),
    ).toBeVisible();
    for (const section of ['स्थिति', 'संपर्क जानकारी', 'विवरण', 'नोट्स', 'इतिहास'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText('नंबर 51 · मिलने का समय', { exact: false })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'संपर्क जानकारी' });
    expect(within(contact).getByText('ईमेल')).toBeInTheDocument();
    expect(within(contact).getByText('meena@example.in')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'विवरण' })).getByText('ऑफ़लाइन')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'स्थिति बदलें' })).toHaveDisplayValue('पुष्टि हुई');
    expect(screen.getByText('कोई नोट नहीं')).toBeInTheDocument();

    const history = within(screen.getByRole('list', { name: 'बदलाव, नए पहले' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('स्थिति में बदलाव: लंबित से पुष्टि हुई');
    expect(history[0]).toHaveTextContent('5 Mar 2026, 05:30 pm · owner@dds.in');
    expect(history[1]).toHaveTextContent('फ़ोन में बदलाव: “98765 4321O” से “9876543210”');
    expect(history[2]).toHaveTextContent('हटाए गए उपयोगकर्ता (#7) के ज़िम्मे सौंपा');
    expect(history[3]).toHaveTextContent('वेबसाइट से मिला');
    expect(screen.getByRole('link', { name: '← प्रवेश आवेदन पर वापस जाएँ' })).toBeInTheDocument();
  });

  it('asks in Hindi before a rejection, and says what it did in a Hindi toast', async () => {
    fetchOne.mockResolvedValue(answer(anAdmission({ id: 52, name: 'Meena Devi' })));
    patch.mockResolvedValue(anAdmission({ id: 52 }) as never);
    const { user } = renderAdmin('/admin/admission/52', loggedIn);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'स्थिति बदलें' }, { timeout: 15_000 }),
      'rejected',
    );
    const ask = screen.getByRole('group', { name: 'स्थिति की पुष्टि करें' });
    expect(ask).toHaveTextContent('इस रिकॉर्ड (प्रवेश आवेदन) की स्थिति अस्वीकृत करें?');
    expect(within(ask).getByRole('button', { name: 'लंबित ही रहने दें' })).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'हाँ, अस्वीकृत करें' }));

    expect(patch).toHaveBeenCalledWith('/api/admin/admissions', 52, { status: 'rejected' }, undefined);
    expect(await screen.findByText('स्थिति बदलकर अस्वीकृत की गई')).toBeInTheDocument();
  });

  it('moves the record to the Trash with a Hindi toast, then says in Hindi that it is there and offers वापस लाएँ', async () => {
    const item = anAdmission({ id: 53, name: 'Spam Bot' });
    fetchOne
      .mockResolvedValueOnce(answer(item))
      .mockResolvedValueOnce(answer({ ...item, deletedAt: new Date().toISOString(), deletedReason: 'spam' }));
    trash.mockResolvedValue();
    const { user } = renderAdmin('/admin/admission/53', loggedIn);

    await user.click(await screen.findByRole('button', { name: 'स्पैम बताएँ' }, { timeout: 15_000 }));
    expect(trash).toHaveBeenCalledWith('/api/admin/admissions', 53, 'spam');
    expect(await screen.findByText('रिकॉर्ड (प्रवेश आवेदन) स्पैम बताकर ट्रैश में डाला गया')).toBeInTheDocument();
    expect(screen.getByText('यह रिकॉर्ड (प्रवेश आवेदन) ट्रैश में है (स्पैम बताया गया)।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस लाएँ' })).toBeInTheDocument();
  });

  it('edits the contact details under Hindi labels and names', async () => {
    fetchOne.mockResolvedValue(answer(anAdmission({ id: 54, name: 'Meena Devi' })));
    patch.mockResolvedValue(anAdmission({ id: 54 }) as never);
    const { user } = renderAdmin('/admin/admission/54', loggedIn);

    await user.click(await screen.findByRole('button', { name: 'संपर्क जानकारी बदलें (Meena Devi की ओर से प्रवेश आवेदन)' }));
    const phone = screen.getByRole('textbox', { name: 'फ़ोन' });
    await user.clear(phone);
    await user.type(phone, '9123456780');
    await user.click(screen.getByRole('button', { name: 'संपर्क जानकारी सहेजें' }));
    expect(await screen.findByText('संपर्क जानकारी सहेजी गई')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/admin/admissions', 54, { phone: '9123456780' }, undefined);
  });

  it('names a contact field’s problem in Hindi (the shared schema’s words), and a refused Trash in Hindi', async () => {
    fetchOne.mockResolvedValue(answer(anAdmission({ id: 55, name: 'Meena Devi' })));
    trash.mockRejectedValue(new ApiError('Network error', 0));
    const { user } = renderAdmin('/admin/admission/55', loggedIn);

    await user.click(await screen.findByRole('button', { name: 'संपर्क जानकारी बदलें (Meena Devi की ओर से प्रवेश आवेदन)' }));
    const phone = screen.getByRole('textbox', { name: 'फ़ोन' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'संपर्क जानकारी सहेजें' }));
    expect(await screen.findByText('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'स्पैम बताएँ' }));
    expect(await screen.findByText('नहीं हुआ: नेटवर्क की गड़बड़ी: सर्वर से जवाब नहीं आया')).toBeInTheDocument();
  });

  it('a donation’s Verified switch and details editor speak Hindi; an ended session waits in Hindi', async () => {
    const donation = aDonation({ id: 56, name: 'Kiran Rao', amount: 500, upiReference: 'UPI123' });
    fetchOne.mockResolvedValue(answer(donation));
    saveDetails
      .mockResolvedValueOnce({ ...donation, verified: true })
      .mockRejectedValueOnce(new ApiError('Please log in as an administrator.', 401));
    const { user } = renderAdmin('/admin/donationdetails/56', loggedIn);

    const payment = await screen.findByRole('region', { name: 'भुगतान' });
    expect(within(payment).getByText('सत्यापित नहीं')).toBeVisible();
    await user.click(within(payment).getByRole('checkbox', { name: 'Kiran Rao की ओर से दान सत्यापित' }));
    expect(saveDetails).toHaveBeenCalledWith(56, { verified: true }, donation.version);
    expect(await screen.findByText('सत्यापित किया गया')).toBeInTheDocument();

    await user.click(
      within(payment).getByRole('button', { name: 'Kiran Rao की ओर से दान की राशि, संदेश और UPI रेफ़रेंस बदलें' }),
    );
    const form = within(payment).getByRole('form', { name: 'Kiran Rao की ओर से दान का विवरण' });
    const amount = within(form).getByRole('spinbutton', { name: 'राशि (₹)' });
    await user.clear(amount);
    await user.type(amount, '750');
    await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
    expect(
      await within(form).findByText(
        'अभी सहेजा नहीं गया: आपका सत्र ख़त्म हो गया था। फिर से लॉग इन करें, यह अपने-आप सहेज दिया जाएगा।',
      ),
    ).toBeVisible();
  });

  it('words a history line a newer server wrote in Hindi, its code marked English; a refusal it does not know marked English', async () => {
    fetchOne.mockResolvedValue(
      answer(anAdmission({ id: 57, name: 'Meena Devi' }), {
        history: [
          {
            at: '2026-03-05T12:00:00.000Z',
            actor: 'owner@dds.in',
            action: 'admission.merge',
            details: { phone: '9876543210', before: { phone: '98765 4321O' } },
          },
          { at: '2026-03-05T11:00:00.000Z', actor: 'owner@dds.in', action: 'admission.archive', details: null },
        ],
      }),
    );
    trash.mockRejectedValue(new ApiError('Records under audit hold cannot be moved.', 409));
    const { user } = renderAdmin('/admin/admission/57', loggedIn);

    const list = await screen.findByRole('list', { name: 'बदलाव, नए पहले' }, { timeout: 15_000 });
    const history = within(list).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent(
      'ऐसा काम किया जिसका नाम यह पैनल अभी नहीं जानता (admission.merge): फ़ोन में बदलाव: “98765 4321O” से “9876543210”',
    );
    expect(within(history[0]!).getByText('admission.merge')).toHaveAttribute('lang', 'en');
    expect(history[1]).toHaveTextContent('ऐसा काम किया जिसका नाम यह पैनल अभी नहीं जानता (admission.archive)');

    await user.click(screen.getByRole('button', { name: 'स्पैम बताएँ' }));
    const refusal = await screen.findByText('Records under audit hold cannot be moved.');
    expect(refusal).toHaveAttribute('lang', 'en');
    expect(refusal.parentElement).toHaveTextContent('नहीं हुआ: Records under audit hold cannot be moved.');
  });
});
