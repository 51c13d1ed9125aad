import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupCertificate } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { MemoryRouter } from 'react-router-dom';
import { CertificateLookup } from './certificate-lookup';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), lookupCertificate: jest.fn() }));
const lookup = lookupCertificate as jest.MockedFunction<typeof lookupCertificate>;

async function search(user: ReturnType<typeof userEvent.setup>, name = '  Priya Sharma ') {
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), name);
  await user.clear(screen.getByLabelText('Roll number'));
  await user.type(screen.getByLabelText('Roll number'), 'DDS-101');
  await user.clear(screen.getByLabelText('Date of birth'));
  await user.type(screen.getByLabelText('Date of birth'), '2004-05-17');
  await user.click(screen.getByRole('button', { name: 'Search certificate' }));
}

beforeEach(() => lookup.mockReset());

test('all three fields are required and the date is a date', () => {
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  for (const label of ['Name', 'Roll number', 'Date of birth']) expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
});

test('a match shows the download link; a later miss removes it and shows the error; a match clears the error', async () => {
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  const user = userEvent.setup();
  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await search(user);
  expect(lookup).toHaveBeenCalledWith({ name: 'Priya Sharma', roll: 'DDS-101', dob: '2004-05-17' });
  expect(await screen.findByRole('link', { name: /Download Certificate/ })).toHaveAttribute('href', expect.stringMatching(/\/api\/certificates\/download\/abc$/));

  lookup.mockResolvedValueOnce({ found: false, message: MESSAGES.certificateNoMatch });
  await search(user, 'Someone Else');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.certificateNoMatch);
  expect(screen.queryByRole('link', { name: /Download Certificate/ })).not.toBeInTheDocument();

  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await search(user);
  expect(await screen.findByRole('link', { name: /Download Certificate/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
