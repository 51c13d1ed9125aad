// First: the shared mocks must be in place before the panel's modules load.
import { PATH, bulk, emptyAll, fetchPage, trashCount } from './list-bulk-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';

const owner = { status: 'authenticated' as const, email: 'owner@dds.test' };

const asha = anInquiry({ name: 'Asha Verma', status: 'new' });
const ravi = anInquiry({ name: 'Ravi Kumar', status: 'contacted' });
const toast = () => screen.getByTestId('toast');

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8).
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));
beforeEach(() => {
  fetchPage.mockResolvedValue(pageOf([asha, ravi]) as never);
});

describe('bulk actions and the Empty Trash dialog in Hindi', () => {
  it('the toast after a bulk action, its Undo and what Undo says are Hindi; counts as before', async () => {
    bulk
      .mockResolvedValueOnce({ affected: 1, already: 1, previous: [{ id: asha.id, status: 'new' }] })
      .mockResolvedValue({ affected: 1, previous: [] });
    const { user } = renderAdmin('/admin/inquiries', owner);
    await user.click(await screen.findByRole('checkbox', { name: 'Asha Verma चुनें' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Ravi Kumar चुनें' }));
    const bar = screen.getByRole('region', { name: 'चुने गए रिकॉर्ड (पूछताछ) पर काम' });
    await user.click(within(bar).getByRole('button', { name: 'संपर्क हुआ' }));

    expect(bulk).toHaveBeenCalledWith(PATH, { action: 'status', status: 'contacted' }, { ids: [asha.id, ravi.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('स्थिति संपर्क हुआ की गई: 1 पूछताछ; 1 रिकॉर्ड पहले से संपर्क हुआ था'));
    await user.click(within(toast()).getByRole('button', { name: 'पहले जैसा करें' }));
    expect(bulk).toHaveBeenLastCalledWith(PATH, { action: 'status', status: 'new' }, { ids: [asha.id] });
    await waitFor(() => expect(toast()).toHaveTextContent('पहले जैसा किया गया (स्थिति संपर्क हुआ की गई: 1 पूछताछ)'));
  });

  it('says in Hindi when nothing changed, with no Undo', async () => {
    bulk.mockResolvedValue({ affected: 0, already: 2, previous: [] });
    const { user } = renderAdmin('/admin/inquiries', owner);
    await user.click(await screen.findByRole('checkbox', { name: 'इस पेज पर सभी चुनें' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'हटाएँ' }));
    await waitFor(() => expect(toast()).toHaveTextContent('वे रिकॉर्ड (2 पूछताछ) पहले से ट्रैश में थे'));
    expect(within(toast()).queryByRole('button', { name: 'पहले जैसा करें' })).not.toBeInTheDocument();
  });

  it('the Empty Trash dialog asks, describes and answers in Hindi, Cancel first', async () => {
    const spam = {
      ...anInquiry({ name: 'Cheap Loans' }),
      deletedAt: '2026-11-20T10:00:00.000Z',
      deletedReason: 'spam',
    };
    fetchPage.mockResolvedValue(pageOf([spam]) as never);
    trashCount.mockResolvedValue(3);
    emptyAll.mockResolvedValue(3);
    const { user } = renderAdmin('/admin/inquiries?trash=1', owner);
    await user.click(await screen.findByRole('button', { name: 'ट्रैश खाली करें' }, { timeout: 15_000 }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'ट्रैश में पड़े सभी रिकॉर्ड (3 पूछताछ) हमेशा के लिए हटाएँ?',
    });
    expect(dialog).toHaveAccessibleDescription('ट्रैश के रिकॉर्ड (3 पूछताछ) हमेशा के लिए हटा दिए जाएँगे। यह वापस नहीं हो सकता।');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'सभी रिकॉर्ड (3 पूछताछ) हटाएँ' }));
    expect(emptyAll).toHaveBeenCalledWith(PATH);
    await waitFor(() => expect(toast()).toHaveTextContent('हमेशा के लिए हटाए गए: 3 पूछताछ'));
  });

  it('a bulk action the server refused, and an Undo that failed, give the reason in Hindi', async () => {
    bulk
      .mockRejectedValueOnce(new ApiError('Network error', 0))
      .mockResolvedValueOnce({ affected: 1, previous: [{ id: asha.id, status: 'new' }] })
      .mockRejectedValueOnce(new ApiError('Request failed (502)', 502));
    const { user } = renderAdmin('/admin/inquiries', owner);
    await user.click(await screen.findByRole('checkbox', { name: 'Asha Verma चुनें' }, { timeout: 15_000 }));
    const bar = screen.getByRole('region', { name: 'चुने गए रिकॉर्ड (पूछताछ) पर काम' });
    await user.click(within(bar).getByRole('button', { name: 'संपर्क हुआ' }));
    expect(await within(bar).findByText('नहीं हुआ: नेटवर्क की गड़बड़ी: सर्वर से जवाब नहीं आया')).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'संपर्क हुआ' }));
    await user.click(await within(toast()).findByRole('button', { name: 'पहले जैसा करें' }));
    await waitFor(() => expect(toast()).toHaveTextContent('पहले जैसा नहीं हो पाया: अनुरोध पूरा नहीं हुआ (502)'));
  });
});
