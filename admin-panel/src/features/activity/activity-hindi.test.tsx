// First: the shared mocks must be in place before the panel's modules load.
import { entry, mocked, staff, newerServerEntry } from './activity-test-setup';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { fetchActivity } from './activity-api';

configure({ asyncUtilTimeout: 15_000 });

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8).
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));

describe('Activity in Hindi', () => {
  it('says what was done in Hindi sentences; names, values, e-mails and dates as they were written', async () => {
    mocked(fetchActivity).mockResolvedValue(
      pageOf(
        [
          entry({
            action: 'inquiry.update',
            target: 'inquiry:12',
            detail: '{"status":"contacted","before":{"status":"new"}}',
            record: { name: 'Asha Verma' },
          }),
          entry({ action: 'donation.update', target: 'donation:7', detail: '{"verified":true}' }),
          entry({
            action: 'settings.update',
            target: 'settings',
            detail: '{"phone":{"before":"","after":"+91 98765 43210"}}',
          }),
          entry({ action: 'user.create', target: 'admin_user:9', detail: '{"email":"meera@dds.test","role":"staff"}' }),
          entry({ action: 'inquiries.export', detail: '{"format":"xlsx"}' }),
          entry({ actor: 'ravi@dds.test' }),
        ],
        45,
      ),
    );
    renderAdmin('/admin/activity', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'गतिविधि' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'गतिविधि, नई पहले' });
    for (const header of ['कब (IST)', 'किसने', 'क्या', 'आईपी (IP) पता'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();

    const asha = within(table).getByRole('link', { name: 'Asha Verma की ओर से पूछताछ' });
    expect(asha).toHaveAttribute('href', '/admin/inquiries/12');
    const status = asha.closest('tr')!;
    expect(status).toHaveTextContent('Asha Verma की ओर से पूछताछ की स्थिति बदलकर संपर्क हुआ की');
    expect(status).toHaveTextContent('22 Nov 2026, 9:28 pm');
    expect(within(status).getByText('स्थिति')).toBeInTheDocument();
    expect(within(status).getByText('पहले')).toBeInTheDocument();
    expect(within(table).getByText('दान नंबर 7 को सत्यापित बताया')).toBeInTheDocument();
    const settings = within(table).getByText('साइट की सेटिंग्स बदलीं: फ़ोन').closest('tr')!;
    expect(settings).toHaveTextContent('(खाली)');
    expect(settings).toHaveTextContent('+91 98765 43210');
    expect(within(table).getByText('meera@dds.test को जोड़ा, भूमिका: स्टाफ़')).toBeInTheDocument();
    expect(within(table).getByText('एक्सपोर्ट किया: पूछताछ, Excel (.xlsx) में')).toBeInTheDocument();
    expect(within(table).getByText('लॉग इन किया').closest('tr')).toHaveTextContent('ravi@dds.test');
  });

  it('filters by Hindi action names, and says in Hindi when nothing matches', async () => {
    mocked(fetchActivity).mockResolvedValue(pageOf([], 0));
    const { user } = renderAdmin('/admin/activity?actor=ravi%40dds.test', staff);
    const action = await screen.findByRole('combobox', { name: 'काम' });
    expect(within(action).getByRole('option', { name: 'सभी काम' })).toBeInTheDocument();
    await user.selectOptions(action, 'पूछताछ को ट्रैश में डालना');
    await waitFor(() => expect(action).toHaveValue('inquiry.delete'));
    expect(await screen.findByText('इस व्यक्ति और काम से मेल खाता कुछ नहीं मिला।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पूरी गतिविधि दिखाएँ' })).toBeInTheDocument();
  });

  it('words an action a newer server wrote in Hindi, its code and an unnamed field marked English', async () => {
    mocked(fetchActivity).mockResolvedValue(
      pageOf([newerServerEntry(), entry({ action: 'backup.verify', detail: 'nightly.db' })]),
    );
    renderAdmin('/admin/activity?action=record.merge', staff);
    const link = await screen.findByRole('link', { name: 'Asha Verma की ओर से पूछताछ' });
    const cell = link.closest('td')!;
    expect(cell).toHaveTextContent(
      'Asha Verma की ओर से पूछताछ पर ऐसा काम किया जिसका नाम यह पैनल अभी नहीं जानता (record.merge)',
    );
    expect(within(cell).getByText('record.merge')).toHaveAttribute('lang', 'en');
    expect(within(cell).getByText('Merged into')).toHaveAttribute('lang', 'en');
    const other = screen.getByText('backup.verify').closest('td')!;
    expect(other).toHaveTextContent('ऐसा काम किया जिसका नाम यह पैनल अभी नहीं जानता (backup.verify)');
    expect(screen.getByRole('combobox', { name: 'काम' })).toHaveDisplayValue(
      'record.merge — ऐसा काम जिसका नाम यह पैनल अभी नहीं जानता',
    );
  });

  it('shows an answer it does not know as the server wrote it, marked English, inside the Hindi sentence', async () => {
    mocked(fetchActivity).mockRejectedValue(
      new ApiError('The activity log is being archived. Try again at 02:00.', 503),
    );
    const { user } = renderAdmin('/admin/activity', staff);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('गतिविधि लोड नहीं हो पाई। The activity log is being archived. Try again at 02:00.');
    expect(within(alert).getByText('The activity log is being archived. Try again at 02:00.')).toHaveAttribute(
      'lang',
      'en',
    );
    // An answer the panel knows is said in Hindi, with nothing marked English.
    mocked(fetchActivity).mockRejectedValue(new ApiError('Network error', 0));
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('गतिविधि लोड नहीं हो पाई। सर्वर से जवाब नहीं आया।'),
    );
    expect(screen.getByRole('alert').querySelector('[lang="en"]')).toBeNull();
  });
});
