import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { submitDonation } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { SiteContentProvider } from '../../content/site-content';
import { InLanguage } from '../../test/language';
import { DonationModal } from './donation-modal';

// The donation modal on a Hindi page (decision 026 §2): its words, its file check and its alert in Hindi.

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitDonation: jest.fn() }));
const send = submitDonation as jest.MockedFunction<typeof submitDonation>;

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  send.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => alertSpy.mockRestore());

test('a Hindi page: the modal’s words, the file check and the thank-you alert in Hindi', async () => {
  const settings = { ...EMPTY_SITE_CONTENT.settings, upiId: 'ddsinstitute@sbi', upiPayee: 'DDS Education Trust' };
  render(
    <MemoryRouter>
      <InLanguage language="hi">
        <SiteContentProvider value={{ ...EMPTY_SITE_CONTENT, settings }}>
          <DonationModal onClose={() => undefined} />
        </SiteContentProvider>
      </InLanguage>
    </MemoryRouter>,
  );
  const user = userEvent.setup({ applyAccept: false });
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'किसी भी UPI ऐप से स्कैन करें, या ddsinstitute@sbi (DDS Education Trust) पर भुगतान करें।',
  );
  expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  await user.upload(
    screen.getByLabelText('भुगतान का स्क्रीनशॉट'),
    new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('कृपया तस्वीर वाली फ़ाइल चुनें (अपने भुगतान का स्क्रीनशॉट)।');

  send.mockResolvedValue({ message: MESSAGES.donationSuccessDefault });
  await user.type(screen.getByLabelText('नाम'), 'मीरा');
  await user.type(screen.getByLabelText('ई-मेल'), 'meera@example.com');
  await user.upload(
    screen.getByLabelText('भुगतान का स्क्रीनशॉट'),
    new File([new Uint8Array([137, 80, 78, 71])], 'paid.png', { type: 'image/png' }),
  );
  fireEvent.submit(screen.getByRole('form', { name: 'दान की जानकारी' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('धन्यवाद! आपकी जानकारी और स्क्रीनशॉट भेज दिए गए हैं।'));
});
