// First: the shared mocks must be in place before the panel's modules load.
import { aUser, mocked, owner } from './users-test-setup';
import { configure, screen, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { addAdminUser, removeAdminUser, setAdminUserRole } from './users-api';

configure({ asyncUtilTimeout: 15_000 });

// An owner who chose Hindi in My account (docs/decisions/026-hindi.md §8).
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));

describe('the Users screen in Hindi', () => {
  it('lists the users under Hindi headers and roles; e-mails and dates as they are', async () => {
    renderAdmin('/admin/users', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'उपयोगकर्ता' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'एडमिन उपयोगकर्ता' });
    for (const header of ['ईमेल', 'भूमिका', 'आख़िरी बार सक्रिय', 'जोड़े जाने की तारीख', 'काम'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(table).getByText('ravi@dds.test').closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'ravi@dds.test की भूमिका' })).toHaveDisplayValue('स्टाफ़');
    expect(within(row).getByText('साइन इन नहीं हुए')).toBeInTheDocument();
    const mine = within(table).getByText('owner@dds.test').closest('tr')!;
    expect(mine).toHaveTextContent('(आप)');
    expect(mine).toHaveTextContent('22 Nov 2026, 9:28 pm');
    expect(within(mine).getByText('यह आप हैं')).toBeInTheDocument();
    expect(screen.getByText(/^भूमिकाएँ — मालिक: सब कुछ/)).toHaveTextContent('स्टाफ़: रोज़ का काम');
  });

  it('adds a user with Hindi labels and toast; the server’s "already a user" refusal in Hindi', async () => {
    mocked(addAdminUser)
      .mockRejectedValueOnce(new ApiError('There is already an admin user with this email.', 409))
      .mockImplementation(async (input) => aUser({ id: 3, email: input.email, role: input.role, lastSeenAt: null }));
    const { user } = renderAdmin('/admin/users', owner);
    const form = await screen.findByRole('region', { name: 'उपयोगकर्ता जोड़ें' });
    await user.type(within(form).getByLabelText('ईमेल'), 'ravi@dds.test');
    expect(within(form).getByRole('radio', { name: /^स्टाफ़ — रोज़ का काम/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('इस ईमेल से एक एडमिन उपयोगकर्ता पहले से है।');

    await user.clear(within(form).getByLabelText('ईमेल'));
    await user.type(within(form).getByLabelText('ईमेल'), 'meera@dds.test');
    const generated = (within(form).getByLabelText('पहला पासवर्ड') as HTMLInputElement).value;
    await user.click(within(form).getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }));
    expect(await screen.findByText('meera@dds.test को जोड़ा गया, भूमिका: स्टाफ़')).toBeInTheDocument();
    expect(screen.getByText(generated).closest('[role="status"]')).toHaveTextContent('अब इस पासवर्ड से लॉग इन कर सकते हैं');
    expect(within(form).getByRole('button', { name: 'पासवर्ड कॉपी करें' })).toBeInTheDocument();
  });

  it('asks in Hindi before a role change and removal, and shows the last-owner refusal in Hindi', async () => {
    mocked(setAdminUserRole).mockRejectedValue(
      new ApiError('This is the last owner. Make another user an owner first.', 409),
    );
    mocked(removeAdminUser).mockResolvedValue();
    const { user } = renderAdmin('/admin/users', owner);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'owner@dds.test की भूमिका' }), 'staff');
    expect(await answerConfirmation(user, 'ख़ुद को स्टाफ़ बनाएँ?', 'मुझे स्टाफ़ बनाएँ')).toContain(
      'इसके बाद आप उपयोगकर्ताओं को नहीं संभाल पाएँगे।',
    );
    expect(
      await screen.findByText('नहीं बदला: यह आख़िरी मालिक है। पहले किसी दूसरे उपयोगकर्ता को मालिक बनाएँ।'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ravi@dds.test को हटाएँ' }));
    await answerConfirmation(user, 'ravi@dds.test को हटाएँ?', 'हटाएँ');
    expect(removeAdminUser).toHaveBeenCalledWith(2);
    expect(await screen.findByText('ravi@dds.test को हटाया गया')).toBeInTheDocument();
  });

  it('tells staff in Hindi that only an owner manages users', async () => {
    renderAdmin('/admin/users', { ...owner, role: 'staff' as const });
    expect(
      await screen.findByText(
        'एडमिन उपयोगकर्ताओं को सिर्फ़ मालिक ही संभाल सकते हैं। किसी खाते को जोड़ना या हटाना हो तो किसी मालिक से कहें।',
      ),
    ).toBeInTheDocument();
  });
});
