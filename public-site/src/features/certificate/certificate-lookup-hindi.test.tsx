import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, lookupCertificate } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { certificateLookupSchema } from '@dds/shared/schemas';
import { InLanguage } from '../../test/language';
import { CertificateLookup } from './certificate-lookup';

// The certificate lookup on a Hindi page (decision 026 §2): its words and every answer in Hindi.

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), lookupCertificate: jest.fn() }));
const lookup = lookupCertificate as jest.MockedFunction<typeof lookupCertificate>;

async function search(user: ReturnType<typeof userEvent.setup>, dob: string) {
  await user.clear(screen.getByLabelText('जन्मतिथि'));
  await user.type(screen.getByLabelText('जन्मतिथि'), dob);
  await user.click(screen.getByRole('button', { name: 'प्रमाणपत्र खोजें' }));
}

test('a Hindi page: the hint, a date it cannot read, no match, a server refusal and a match, all in Hindi', async () => {
  render(
    <MemoryRouter>
      <InLanguage language="hi">
        <CertificateLookup />
      </InLanguage>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  expect(document.getElementById('cert-dob-hint')).toHaveTextContent(/^तरीका: DD-MM-YYYY, जैसे 17-05-2004$/);
  await user.type(screen.getByLabelText('नाम'), 'प्रिया शर्मा');
  await user.type(screen.getByLabelText('रोल नंबर'), 'DDS-101');

  // A shape the browser's pattern already refuses (in Hindi: ui/field-validity); sent anyway, the app refuses it too.
  await user.type(screen.getByLabelText('जन्मतिथि'), 'May 17');
  fireEvent.submit(screen.getByRole('form'));
  expect(await screen.findByRole('alert')).toHaveTextContent('कृपया जन्मतिथि DD-MM-YYYY के रूप में लिखें, जैसे 17-05-2004।');
  expect(lookup).not.toHaveBeenCalled();

  lookup.mockResolvedValueOnce({ found: false, message: MESSAGES.certificateNoMatch });
  await search(user, '17-05-2004');
  expect(await screen.findByRole('alert')).toHaveTextContent('गलत जानकारी! कृपया अपना विवरण जाँचें।');

  const refusal = certificateLookupSchema.safeParse({ name: 'A', roll: 'R', dob: '2001-02-29' }).error!.issues[0]!
    .message;
  lookup.mockRejectedValueOnce(new ApiError(`dob: ${refusal}`, 400));
  await search(user, '29-02-2001');
  expect(await screen.findByRole('alert')).toHaveTextContent('जन्मतिथि बीते समय की कोई सही तारीख़ होनी चाहिए।');

  lookup.mockResolvedValueOnce({ found: true, name: 'प्रिया शर्मा', downloadUrl: '/api/certificates/download/t' });
  await search(user, '17-05-2004');
  expect(await screen.findByText('प्रिया शर्मा का प्रमाणपत्र मिल गया।')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'प्रमाणपत्र डाउनलोड करें' })).toHaveAttribute('download');
});
