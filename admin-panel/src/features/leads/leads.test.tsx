// First: the shared mocks must be in place before the panel's modules load.
import { answer, fetchOne, owner, patch, today } from './leads-test-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, EMPTY_QUEUE } from '../../test/render-admin';
import { anAdmission, anInquiry } from '../../test/builders';
import { getSettings } from '../settings/settings-api';
import { fetchReplyTemplates, fetchReport, saveReplyTemplates } from './leads-api';
import { toCsv } from './report-csv';

// The dashboard's other cards ask the server too; its tests here are about the follow-ups only.
jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  fetchCounts: jest.fn(async () => ({ inquiry: 0, admission: 0, donation: 0 })),
}));
jest.mock('../dashboard/storage-status', () => ({
  ...jest.requireActual('../dashboard/storage-status'),
  fetchStorageStatus: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));
jest.mock('../releases/releases-api', () => ({ fetchReleasesOverview: jest.fn(async () => ({ parts: [] })) }));
jest.mock('../dashboard/owner-tools-api', () => ({
  ...jest.requireActual('../dashboard/owner-tools-api'),
  fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
}));
jest.mock('../content/content-api', () => ({
  ...jest.requireActual('../content/content-api'),
  fetchSiteContent: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
}));

// The shared setup has cleared the calls and named the assignees first.
beforeEach(() => {
  const empty = Object.fromEntries(
    [
      'address',
      'phone',
      'email',
      'whatsapp',
      'mapsUrl',
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
      'upiId',
      'upiPayee',
      'officeHours',
    ].map((k) => [k, '']),
  );
  (getSettings as jest.Mock).mockResolvedValue({ ...empty, instituteName: 'DDS Mathura' });
  (fetchReplyTemplates as jest.Mock).mockResolvedValue([
    { title: 'Fees and batch timings', body: 'Namaste {name}, the fees for {course} at {institute} are ₹4,500.' },
    { title: 'Call back', body: 'Namaste {name}, when may we call you?' },
  ]);
});

describe('the record view of a lead', () => {
  it('replies on WhatsApp from a template filled with the name, the course page and the institute, edited before it opens', async () => {
    fetchOne.mockResolvedValue(
      answer(
        anInquiry({ id: 7, name: 'Asha Verma', phone: '9876543210', course: 'computer', coursePage: 'MERN Stack' }),
      ),
    );
    const { user } = renderAdmin('/admin/inquiries/7', owner);
    const reply = await screen.findByRole('region', { name: 'Reply' });
    const message = await within(reply).findByRole('textbox', { name: 'WhatsApp message' });
    expect(message).toHaveValue('Namaste Asha Verma, the fees for MERN Stack at DDS Mathura are ₹4,500.');
    expect(within(reply).getByRole('link', { name: 'Call Asha' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(reply).getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    await user.selectOptions(within(reply).getByRole('combobox', { name: 'Template' }), 'Call back');
    await waitFor(() => expect(message).toHaveValue('Namaste Asha Verma, when may we call you?'));
    await user.type(message, ' After 7 pm is fine.');
    const link = within(reply).getByRole('link', { name: 'Reply on WhatsApp' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Namaste Asha Verma, when may we call you? After 7 pm is fine.')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
  });

  it('a phone that is not ten digits is flagged "Check number" and gets no call or WhatsApp link', async () => {
    fetchOne.mockResolvedValue(answer(anInquiry({ id: 8, name: 'Ravi', phone: '12' })));
    renderAdmin('/admin/inquiries/8', owner);
    const reply = await screen.findByRole('region', { name: 'Reply' });
    expect(within(reply).getByText(/not a 10-digit Indian number/)).toBeInTheDocument();
    expect(within(reply).queryByRole('link', { name: 'Reply on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Check number').length).toBeGreaterThan(0);
  });

  it('sets the follow-up day and the assignee in one save; an overdue day on an open lead says so', async () => {
    fetchOne.mockResolvedValue(
      answer({ ...anAdmission({ id: 9, name: 'Meena Devi' }), followUpOn: '2026-01-02', assignedTo: 1, version: 4 }),
    );
    patch.mockResolvedValue({} as never);
    const { user } = renderAdmin('/admin/admission/9', owner);
    const box = await screen.findByRole('region', { name: 'Follow-up' });
    // Who it is comes with the list of people (a moment later).
    await waitFor(() =>
      expect(within(box).getByRole('status')).toHaveTextContent(
        'Overdue: follow up was due 2 Jan 2026 · owner@dds.test',
      ),
    );
    const date = within(box).getByLabelText('Follow up on');
    fireEvent.change(date, { target: { value: today } });
    await user.selectOptions(await within(box).findByRole('combobox', { name: 'Assigned to' }), 'meena@dds.test');
    await user.click(within(box).getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/admin/admissions', 9, { followUpOn: today, assignedTo: 2 }, 4),
    );
    expect(await screen.findByText('Follow-up saved')).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows follow-ups due today or overdue, each opening its list filtered so', async () => {
    renderAdmin('/admin', owner, async () => ({ ...EMPTY_QUEUE, inquiryFollowUpsDue: 3, admissionFollowUpsDue: 1 }));
    const inquiries = await screen.findByTestId('queue-inquiryFollowUpsDue');
    expect(inquiries).toHaveTextContent('Inquiry follow-ups due today or overdue3');
    expect(within(inquiries).getByRole('link')).toHaveAttribute('href', '/admin/inquiries?followUp=due');
    expect(within(screen.getByTestId('queue-admissionFollowUpsDue')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/admission?followUp=due',
    );
  });

  it('an older server without the figures gets no tile rather than a zero', async () => {
    renderAdmin('/admin', owner);
    await screen.findByTestId('queue-inquiriesNotContacted');
    expect(screen.queryByTestId('queue-inquiryFollowUpsDue')).not.toBeInTheDocument();
  });
});

describe('WhatsApp replies', () => {
  it('staff edit the list: a reply without a name is named under its field and nothing is sent; then it saves', async () => {
    (saveReplyTemplates as jest.Mock).mockImplementation(async (items: unknown) => items);
    const { user } = renderAdmin('/admin/replies', { ...owner, role: 'staff' });
    await screen.findByRole('heading', { name: 'WhatsApp replies' });
    await user.click(await screen.findByRole('button', { name: 'Add a reply' }));
    await user.click(screen.getByRole('button', { name: 'Save replies' }));
    expect(await screen.findByText('Template name is required')).toBeInTheDocument();
    expect(saveReplyTemplates).not.toHaveBeenCalled();
    const third = screen.getByRole('region', { name: 'Reply 3: no name yet' });
    await user.type(within(third).getByRole('textbox', { name: 'Name' }), 'Documents');
    await user.type(within(third).getByRole('textbox', { name: 'Message' }), 'Bring a photo');
    await user.click(screen.getByRole('button', { name: 'Save replies' }));
    await waitFor(() =>
      expect(saveReplyTemplates).toHaveBeenCalledWith([
        expect.objectContaining({ title: 'Fees and batch timings' }),
        expect.objectContaining({ title: 'Call back' }),
        { title: 'Documents', body: 'Bring a photo' },
      ]),
    );
  });
});

describe('Reports', () => {
  const report = {
    months: ['2026-10', '2026-11'],
    courses: [
      { month: '2026-10', course: 'MERN Stack', inquiries: 4, admissions: 1 },
      { month: '2026-11', course: 'Spoken English', inquiries: 12, admissions: 3 },
    ],
    conversion: [
      { month: '2026-10', inquiries: 4, converted: 1 },
      { month: '2026-11', inquiries: 12, converted: 3 },
    ],
    donations: [
      { month: '2026-10', verified: 0, amount: 0 },
      { month: '2026-11', verified: 2, amount: 1600 },
    ],
  };

  it('shows the three tables with their charts, for staff too; the period changes the months asked for', async () => {
    (fetchReport as jest.Mock).mockResolvedValue(report);
    const { user } = renderAdmin('/admin/reports', { ...owner, role: 'staff' });
    const courses = await screen.findByRole('table', { name: 'Inquiries and admissions per course and month' });
    expect(
      within(courses)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthCourseInquiriesAdmissions', 'Oct 2026MERN Stack41', 'Nov 2026Spoken English123']);
    const cells = (table: string, row: number) =>
      within(within(screen.getByRole('table', { name: table })).getAllByRole('row')[row]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Conversion from inquiry to admission per month', 2)).toEqual(['12', '3', '25%']);
    expect(cells('Verified donations per month', 2)).toEqual(['2', '₹1,600']);
    expect(screen.getByRole('img', { name: 'Inquiries and admissions per month' })).toBeInTheDocument();
    expect(fetchReport).toHaveBeenLastCalledWith(expect.stringMatching(/^\d{4}-\d{2}$/), today.slice(0, 7));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 12 months');
    await waitFor(() => expect(fetchReport).toHaveBeenCalledTimes(2));
    const [from, to] = (fetchReport as jest.Mock).mock.calls[1] as [string, string];
    const span =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1;
    expect(span).toBe(12);
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    (fetchReport as jest.Mock).mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(report);
    const { user } = renderAdmin('/admin/reports', owner);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the report. Network Error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Verified donations per month' })).toBeInTheDocument();
  });

  it('CSV: the BOM, quoted cells, and a formula-looking course kept as text', () => {
    expect(
      toCsv(
        ['Month', 'Course', 'Inquiries'],
        [
          ['2026-11', 'Tally, GST', 3],
          ['2026-11', '=HYPERLINK("x")', 1],
        ],
      ),
    ).toBe('\ufeffMonth,Course,Inquiries\r\n2026-11,"Tally, GST",3\r\n2026-11,"\'=HYPERLINK(""x"")",1\r\n');
  });
});
