// First: the shared mocks must be in place before the panel's modules load.
import { answer, fetchOne, owner, patch, today } from './leads-test-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { anAdmission, anInquiry } from '../../test/builders';
import { getSettings } from '../settings/settings-api';
import { fetchReplyTemplates, fetchReport, saveReplyTemplates } from './leads-api';

configure({ asyncUtilTimeout: 15_000 });

// An admin who chose Hindi in My account (docs/decisions/026-hindi.md §8).
beforeAll(() => showPanelIn('hi'));
afterAll(() => showPanelIn('en'));
// The shared setup has cleared the calls and named the assignees first.
beforeEach(() => {
  (getSettings as jest.Mock).mockResolvedValue({ instituteName: 'DDS Mathura' });
  (fetchReplyTemplates as jest.Mock).mockResolvedValue([
    { title: 'Fees and batch timings', body: 'Namaste {name}, the fees for {course} at {institute} are ₹4,500.' },
  ]);
});

describe('a lead’s Reply and Follow-up in Hindi', () => {
  it('offers the call, e-mail and WhatsApp reply in Hindi; the template’s words as the office wrote them', async () => {
    fetchOne.mockResolvedValue(
      answer(anInquiry({ id: 7, name: 'Asha Verma', phone: '9876543210', coursePage: 'MERN Stack' })),
    );
    renderAdmin('/admin/inquiries/7', owner);
    const reply = await screen.findByRole('region', { name: 'जवाब' });
    const message = await within(reply).findByRole('textbox', { name: 'व्हाट्सऐप संदेश' });
    expect(message).toHaveValue('Namaste Asha Verma, the fees for MERN Stack at DDS Mathura are ₹4,500.');
    expect(within(reply).getByRole('link', { name: 'Asha को कॉल करें' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(reply).getByRole('link', { name: 'ई-मेल करें' })).toBeInTheDocument();
    expect(within(reply).getByRole('combobox', { name: 'टेम्पलेट' })).toHaveDisplayValue('Fees and batch timings');
    expect(within(reply).getByRole('link', { name: 'व्हाट्सऐप पर जवाब दें' })).toHaveAccessibleDescription(
      '(नए टैब में खुलता है)',
    );
  });

  it('says an overdue follow-up, saves one in Hindi, and shows the server’s refusal in Hindi', async () => {
    fetchOne.mockResolvedValue(
      answer({ ...anAdmission({ id: 9, name: 'Meena Devi' }), followUpOn: '2026-01-02', assignedTo: 3, version: 4 }),
    );
    patch
      .mockRejectedValueOnce(new ApiError('Assign the lead to someone who can log in to the panel', 400))
      .mockResolvedValue({} as never);
    const { user } = renderAdmin('/admin/admission/9', owner);
    const box = await screen.findByRole('region', { name: 'फ़ॉलो-अप' });
    await waitFor(() =>
      expect(within(box).getByRole('status')).toHaveTextContent(
        'देर हो गई: फ़ॉलो-अप 2 Jan 2026 को करना था · हटाए गए उपयोगकर्ता (#3)',
      ),
    );
    fireEvent.change(within(box).getByLabelText('फ़ॉलो-अप की तारीख'), { target: { value: today } });
    await user.selectOptions(within(box).getByRole('combobox', { name: 'किसे सौंपा गया' }), 'meena@dds.test');
    await user.click(within(box).getByRole('button', { name: 'फ़ॉलो-अप सहेजें' }));
    const refusal = await within(box).findByRole('alert');
    expect(refusal).toHaveTextContent('सहेजा नहीं गया: फ़ॉलो-अप ऐसे व्यक्ति को सौंपें जो पैनल में लॉग इन कर सकता हो।');
    // Known words are Hindi: nothing in the sentence is marked as another language.
    expect(refusal.querySelector('[lang]')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'फ़ॉलो-अप सहेजें' }));
    expect(await screen.findByText('फ़ॉलो-अप सहेजा गया')).toBeInTheDocument();
    expect(patch).toHaveBeenLastCalledWith('/api/admin/admissions', 9, { followUpOn: today, assignedTo: 2 }, 4);
  });
});

describe('an answer this panel does not know, in Hindi (decision 005, "Codes a panel does not know")', () => {
  it('is the server’s English inside the Hindi sentence of a form, marked lang="en"', async () => {
    fetchOne.mockResolvedValue(answer({ ...anAdmission({ id: 9, name: 'Meena Devi' }), version: 4 }));
    patch.mockRejectedValueOnce(new ApiError('Follow-ups are paused while the office moves', 409));
    const { user } = renderAdmin('/admin/admission/9', owner);
    const box = await screen.findByRole('region', { name: 'फ़ॉलो-अप' });
    fireEvent.change(within(box).getByLabelText('फ़ॉलो-अप की तारीख'), { target: { value: today } });
    await user.click(within(box).getByRole('button', { name: 'फ़ॉलो-अप सहेजें' }));
    const refusal = await within(box).findByRole('alert');
    expect(refusal).toHaveTextContent('सहेजा नहीं गया: Follow-ups are paused while the office moves');
    expect(within(refusal).getByText('Follow-ups are paused while the office moves')).toHaveAttribute('lang', 'en');
    expect(refusal.querySelectorAll('[lang]')).toHaveLength(1);
  });

  it('is the server’s English inside the Hindi toast, marked lang="en"; a known answer is Hindi, unmarked', async () => {
    (saveReplyTemplates as jest.Mock)
      .mockRejectedValueOnce(new ApiError('Replies are read-only during the audit', 423))
      .mockRejectedValueOnce(new ApiError('The server had a problem. Please try again in a moment.', 500));
    const { user } = renderAdmin('/admin/replies', { ...owner, role: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'जवाब सहेजें' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(toast).toHaveTextContent('सहेजे नहीं गए: Replies are read-only during the audit');
    expect(within(toast).getByText('Replies are read-only during the audit')).toHaveAttribute('lang', 'en');
    expect(toast.querySelectorAll('[lang]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'जवाब सहेजें' }));
    await waitFor(() => expect(screen.getByTestId('toast')).not.toHaveTextContent('Replies are read-only'));
    const known = screen.getByTestId('toast');
    expect(known).not.toHaveTextContent(/server had a problem/i);
    expect(known).toHaveTextContent(/[\u0900-\u097f]/);
    expect(known.querySelector('[lang]')).toBeNull();
  });
});

describe('the WhatsApp replies and Reports screens in Hindi', () => {
  it('edits the replies under Hindi labels; the schema’s problem under its field in Hindi', async () => {
    (saveReplyTemplates as jest.Mock).mockImplementation(async (items: unknown) => items);
    const { user } = renderAdmin('/admin/replies', { ...owner, role: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'व्हाट्सऐप जवाब' })).toBeVisible();
    expect(screen.getByText(/जहाँ विज़िटर का नाम/)).toHaveTextContent('वहाँ {name}, {course} या {institute} लिखें।');
    await user.click(await screen.findByRole('button', { name: 'जवाब जोड़ें' }));
    await user.click(screen.getByRole('button', { name: 'जवाब सहेजें' }));
    expect(await screen.findByText('टेम्पलेट का नाम भरना ज़रूरी है।')).toBeInTheDocument();
    expect(saveReplyTemplates).not.toHaveBeenCalled();
    const second = screen.getByRole('region', { name: 'जवाब 2: अभी कोई नाम नहीं' });
    await user.type(within(second).getByRole('textbox', { name: 'नाम' }), 'Documents');
    await user.type(within(second).getByRole('textbox', { name: 'संदेश' }), 'Bring a photo');
    await user.click(screen.getByRole('button', { name: 'जवाब सहेजें' }));
    expect(await screen.findByText('व्हाट्सऐप जवाब सहेजे गए')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '“Documents” हटाएँ' })).toBeInTheDocument();
  });

  it('shows the report’s tables, charts and period in Hindi; months, courses and figures as they are', async () => {
    (fetchReport as jest.Mock).mockResolvedValue({
      months: ['2026-11'],
      courses: [{ month: '2026-11', course: 'Spoken English', inquiries: 12, admissions: 3 }],
      conversion: [{ month: '2026-11', inquiries: 12, converted: 3 }],
      donations: [{ month: '2026-11', verified: 2, amount: 1600 }],
    });
    renderAdmin('/admin/reports', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible();
    const courses = await screen.findByRole('table', { name: 'हर कोर्स और महीने की पूछताछ और प्रवेश आवेदन' });
    expect(
      within(courses)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['महीनाकोर्सपूछताछप्रवेश आवेदन', 'Nov 2026Spoken English123']);
    expect(screen.getByRole('combobox', { name: 'अवधि' })).toHaveDisplayValue('पिछले 6 महीने');
    expect(screen.getByRole('img', { name: 'हर महीने के सत्यापित दान' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '“पूछताछ से प्रवेश तक” CSV के रूप में डाउनलोड करें' })).toBeVisible();
  });
});
