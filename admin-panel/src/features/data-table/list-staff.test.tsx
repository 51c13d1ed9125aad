// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';
import { showPanelIn } from '../../i18n/panel-language';
import { fetchCourseNames } from './list-api';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./list-api', () => ({ ...jest.requireActual('./list-api'), fetchCourseNames: jest.fn() }));
const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const staff = { status: 'authenticated' as const, email: 'ravi@dds.test', role: 'staff' as const };

beforeEach(() => {
  jest.clearAllMocks();
  (fetchCourseNames as jest.Mock).mockResolvedValue([]);
});

describe('a list as staff sees it', () => {
  it('Export CSV stays in place but is not a download: pressing it says only an owner can export', async () => {
    fetchPage.mockResolvedValue(pageOf([anInquiry({ name: 'Neha Singh' })]) as never);
    const { user } = renderAdmin('/admin/inquiries', staff);
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription(OWNER_ONLY_MESSAGES.exportPersonalData);
    await user.click(exportButton);
    expect(await screen.findByTestId('toast')).toHaveTextContent(OWNER_ONLY_MESSAGES.exportPersonalData);
    // Ticked rows: no "Export selected" either.
    await user.click(screen.getByRole('checkbox', { name: 'Select Neha Singh' }));
    expect(screen.queryByRole('link', { name: 'Export selected (CSV)' })).not.toBeInTheDocument();
  });

  it('the Trash says who can empty it, with no Empty Trash button', async () => {
    const spam = {
      ...anInquiry({ name: 'Cheap Loans' }),
      deletedAt: '2026-11-20T10:00:00.000Z',
      deletedReason: 'spam',
    };
    fetchPage.mockResolvedValue(pageOf([spam]) as never);
    renderAdmin('/admin/inquiries?trash=1', staff);
    expect(await screen.findByText(OWNER_ONLY_MESSAGES.emptyTrash, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty Trash' })).not.toBeInTheDocument();
  });

  it('in Hindi, says who can export and empty the Trash in Hindi, not in the server’s English', async () => {
    await showPanelIn('hi');
    try {
      const spam = {
        ...anInquiry({ name: 'Cheap Loans' }),
        deletedAt: '2026-11-20T10:00:00.000Z',
        deletedReason: 'spam',
      };
      fetchPage.mockResolvedValue(pageOf([spam]) as never);
      renderAdmin('/admin/inquiries?trash=1', staff);
      expect(
        await screen.findByText('ट्रैश को हमेशा के लिए सिर्फ़ मालिक खाली कर सकते हैं।', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      const exportButton = screen.getByRole('button', { description: /एक्सपोर्ट कर सकते हैं/ });
      expect(exportButton).toHaveAccessibleDescription('लोगों की निजी जानकारी की सूचियाँ सिर्फ़ मालिक एक्सपोर्ट कर सकते हैं।');
      expect(screen.queryByText(OWNER_ONLY_MESSAGES.emptyTrash)).not.toBeInTheDocument();
    } finally {
      await showPanelIn('en');
    }
  });

  it('an owner gets the download link and the Empty Trash button', async () => {
    const spam = {
      ...anInquiry({ name: 'Cheap Loans' }),
      deletedAt: '2026-11-20T10:00:00.000Z',
      deletedReason: 'spam',
    };
    fetchPage.mockResolvedValue(pageOf([spam]) as never);
    const { user } = renderAdmin('/admin/inquiries?trash=1', { ...staff, role: 'owner' });
    expect(await screen.findByRole('button', { name: 'Empty Trash' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    expect(screen.getByRole('link', { name: /^Export CSV/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/export.csv'),
    );
  });
});
