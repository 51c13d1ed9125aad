import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupCertificate } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { MemoryRouter } from 'react-router-dom';
import { CertificateLookup } from './certificate-lookup';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), lookupCertificate: jest.fn() }));
const lookup = lookupCertificate as jest.MockedFunction<typeof lookupCertificate>;

/** On a phone the result appears below the fold: after each search focus moves to it and it is scrolled into view. */
test('after each search the result takes the focus and is scrolled into view', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  render(<CertificateLookup />, { wrapper: MemoryRouter });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
  await user.type(screen.getByLabelText('Roll number'), 'DDS-101');
  await user.type(screen.getByLabelText('Date of birth'), '2004-05-17');

  lookup.mockResolvedValueOnce({ found: true, name: 'Priya Sharma', downloadUrl: '/api/certificates/download/abc' });
  await user.click(screen.getByRole('button', { name: 'Search certificate' }));
  const outcome = document.getElementById('certificate-outcome')!;
  await waitFor(() => expect(outcome).toHaveFocus());
  expect(outcome).toHaveAttribute('tabindex', '-1');
  expect(outcome).toHaveTextContent('Certificate found for Priya Sharma.');
  expect(scrolled).toContain(outcome);

  // The same again after a miss (the button had the focus in between).
  lookup.mockResolvedValueOnce({ found: false, message: MESSAGES.certificateNoMatch });
  await user.click(screen.getByRole('button', { name: 'Search certificate' }));
  await waitFor(() => expect(outcome).toHaveTextContent(MESSAGES.certificateNoMatch));
  await waitFor(() => expect(outcome).toHaveFocus());
  expect(scrolled.filter((e) => e === outcome)).toHaveLength(2);
});
