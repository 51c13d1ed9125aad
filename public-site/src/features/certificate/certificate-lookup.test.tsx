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

test('all three fields are required; the date is text with a visible DD-MM-YYYY hint (the same in every engine)', () => {
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  for (const label of ['Name', 'Roll number', 'Date of birth']) expect(screen.getByLabelText(label)).toBeRequired();
  const dob = screen.getByLabelText('Date of birth');
  expect(dob).not.toHaveAttribute('type', 'date'); // WebKit shows today's date, grey, in an empty date field
  expect(dob).toHaveAttribute('inputmode', 'numeric');
  // (jsdom computes the description with spaces around the no-wrap spans; the e2e checks it in Chromium.)
  expect(document.getElementById(dob.getAttribute('aria-describedby')!)).toHaveTextContent(
    /^Format: DD-MM-YYYY, for example 17-05-2004$/,
  );
  expect(document.getElementById('cert-dob-hint')).toBeVisible();
  const pattern = new RegExp(`^(?:${dob.getAttribute('pattern')})$`, 'v');
  for (const typed of ['17-05-2004', '17/5/2004', '17052004', '2004-05-17'])
    expect([typed, pattern.test(typed)]).toEqual([typed, true]);
  for (const typed of ['May 17', '2004/05/17', '1705204']) expect([typed, pattern.test(typed)]).toEqual([typed, false]);
});

test('sends the date as the server reads it (YYYY-MM-DD) and refuses a shape it cannot read without asking', async () => {
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  const user = userEvent.setup();
  lookup.mockResolvedValue({ found: false, message: MESSAGES.certificateNoMatch });
  await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
  await user.type(screen.getByLabelText('Roll number'), 'DDS-101');
  await user.type(screen.getByLabelText('Date of birth'), '17-05-2004');
  await user.click(screen.getByRole('button', { name: 'Search certificate' }));
  expect(lookup).toHaveBeenCalledWith({ name: 'Priya Sharma', roll: 'DDS-101', dob: '2004-05-17' });
});

test('writes no styled-only attribute into the page (no <div kind>: the Nu checker refuses it)', async () => {
  const { container } = render(<CertificateLookup />, { wrapper: MemoryRouter });
  const user = userEvent.setup();
  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await search(user);
  await screen.findByRole('link', { name: /Download Certificate/ });
  lookup.mockResolvedValueOnce({ found: false, message: MESSAGES.certificateNoMatch });
  await search(user, 'Someone Else');
  await screen.findByRole('alert');
  expect(container.querySelectorAll('[kind]')).toHaveLength(0);
});

test('a match shows the download link; a later miss removes it and shows the error; a match clears the error', async () => {
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  const user = userEvent.setup();
  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await search(user);
  expect(lookup).toHaveBeenCalledWith({ name: 'Priya Sharma', roll: 'DDS-101', dob: '2004-05-17' });
  expect(await screen.findByRole('link', { name: /Download Certificate/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/certificates\/download\/abc$/),
  );

  lookup.mockResolvedValueOnce({ found: false, message: MESSAGES.certificateNoMatch });
  await search(user, 'Someone Else');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.certificateNoMatch);
  expect(screen.queryByRole('link', { name: /Download Certificate/ })).not.toBeInTheDocument();

  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await search(user);
  expect(await screen.findByRole('link', { name: /Download Certificate/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
