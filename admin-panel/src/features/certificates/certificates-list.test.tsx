import { fireEvent, screen, waitFor } from '@testing-library/react';
import { showPanelIn } from '../../i18n/panel-language';
import { deleteCertificate, fetchListPage, replaceCertificateFile } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aCertificate } from '../../test/builders';
import { answerConfirmation } from '../../test/confirmation';

jest.mock('@dds/shared/api', () => ({
  ...jest.requireActual('@dds/shared/api'),
  fetchListPage: jest.fn(),
  deleteCertificate: jest.fn(),
  replaceCertificateFile: jest.fn(),
  fetchCounts: jest.fn(),
}));

const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
const rahul = aCertificate({ name: 'Rahul Sharma', roll: 'DDS2023001' });

beforeEach(() => {
  jest.clearAllMocks();
  fetchPage.mockResolvedValue(pageOf([rahul]) as never);
});

it('deletes a certificate only after the admin confirms', async () => {
  (deleteCertificate as jest.Mock).mockResolvedValue(undefined);
  const { user } = renderAdmin('/admin/certificates', loggedIn);
  const remove = await screen.findByRole('button', { name: 'Delete certificate of Rahul Sharma (roll DDS2023001)' });

  await user.click(remove);
  expect(await answerConfirmation(user, /delete the certificate of rahul sharma/i, 'Cancel')).toContain(
    'This cannot be undone.',
  );
  expect(deleteCertificate).not.toHaveBeenCalled();

  fetchPage.mockResolvedValue(pageOf([]) as never);
  await user.click(remove);
  await answerConfirmation(user, /delete the certificate of rahul sharma/i, 'Delete');
  await waitFor(() => expect(deleteCertificate).toHaveBeenCalledWith(rahul.id));
  expect(await screen.findByText('No certificates uploaded yet')).toBeInTheDocument();
});

it('replaces the PDF of a certificate', async () => {
  (replaceCertificateFile as jest.Mock).mockResolvedValue({ ...rahul, fileName: 'rahul-corrected.pdf' });
  const { user } = renderAdmin('/admin/certificates', loggedIn);
  await screen.findByText('Rahul Sharma');
  const pdf = new File(['%PDF-1.4'], 'rahul-corrected.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('New PDF for Rahul Sharma (roll DDS2023001)'), pdf);
  await waitFor(() => expect(replaceCertificateFile).toHaveBeenCalledWith(rahul.id, pdf));
  expect(await screen.findByText('rahul-corrected.pdf')).toBeInTheDocument();
});

it("opens a certificate's PDF from the admin-only file link", async () => {
  renderAdmin('/admin/certificates', loggedIn);
  const link = await screen.findByRole('link', { name: /certificate of Rahul Sharma \(opens in a new tab\)/ });
  expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`/api/admin/certificates/${rahul.id}/file$`)));
  expect(link).toHaveAttribute('target', '_blank');
});

describe('for an admin who reads Hindi (docs/decisions/026-hindi.md §8)', () => {
  beforeAll(() => showPanelIn('hi'));
  afterAll(() => showPanelIn('en'));

  it("names each certificate's actions in Hindi, asks before deleting, and says why a replacement failed", async () => {
    const { user } = renderAdmin('/admin/certificates', loggedIn);
    const who = 'Rahul Sharma (रोल DDS2023001)';
    const replace = await screen.findByRole('button', { name: `${who} के प्रमाणपत्र की PDF बदलें` });
    expect(replace).toHaveTextContent('बदलें (PDF फ़ाइल)');
    expect(screen.getByRole('columnheader', { name: 'काम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Rahul Sharma का प्रमाणपत्र \(नए टैब में खुलेगा\)/ })).toBeInTheDocument();

    const picker = screen.getByLabelText(`${who} की नई PDF`);
    // A file the picker's accept would hide (a phone's file chooser may still offer it): the quick check answers.
    fireEvent.change(picker, { target: { files: [new File(['hello'], 'marks.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('प्रमाणपत्र PDF फ़ाइल होना चाहिए।')).toBeInTheDocument();
    expect(replaceCertificateFile).not.toHaveBeenCalled();

    (replaceCertificateFile as jest.Mock).mockRejectedValue(new Error('Network error'));
    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.4'], 'rahul.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('नहीं हो पाया: नेटवर्क की गड़बड़ी: सर्वर से जवाब नहीं आया')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${who} का प्रमाणपत्र हटाएँ` }));
    expect(await answerConfirmation(user, `${who} का प्रमाणपत्र हटाएँ?`, 'रद्द करें')).toContain(
      'विद्यार्थी इसे फिर नहीं ढूँढ पाएँगे।',
    );
    expect(deleteCertificate).not.toHaveBeenCalled();
  });
});
