import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { submitInquiry } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { Toast, useToastStore } from '@dds/shared/toast';
import { InquiryPage } from '../../pages/inquiry-page';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitInquiry: jest.fn() }));
const send = submitInquiry as jest.MockedFunction<typeof submitInquiry>;

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/InquiryForm" element={<InquiryPage />} />
      </Routes>
      <Toast />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  send.mockReset();
  act(() => useToastStore.getState().dismiss());
});

/** "Talk to us about your project" on a services page leads here: no course to choose. */
test('a business inquiry asks what the project is about instead of a course, starting on the service it came from', async () => {
  const user = open('/InquiryForm?kind=business&topic=seo');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Talk to us about your project');
  expect(screen.queryByLabelText('Course')).not.toBeInTheDocument();
  const topic = screen.getByLabelText('What is your project about?');
  expect(topic).toHaveValue('seo');
  expect(topic).not.toBeRequired();
  expect(screen.getByRole('link', { name: 'Use the student inquiry form' })).toHaveAttribute('href', '/InquiryForm');

  send.mockResolvedValue({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
  await user.type(screen.getByLabelText('Full name'), 'Kapoor Sweets');
  await user.type(screen.getByLabelText('Email'), 'owner@kapoorsweets.in');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.selectOptions(topic, 'Not sure yet');
  await user.type(screen.getByLabelText('Message'), 'We need more customers from Google.');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  expect(send).toHaveBeenCalledWith({
    kind: 'business',
    name: 'Kapoor Sweets',
    email: 'owner@kapoorsweets.in',
    phone: '9876543210',
    course: '',
    message: 'We need more customers from Google.',
    website: '',
  });
  expect(await screen.findByTestId('toast')).toHaveTextContent('Thank you! Your inquiry has been submitted.');
});

test('the business form still needs every other field', async () => {
  const user = open('/InquiryForm?kind=business');
  await user.type(screen.getByLabelText('Full name'), 'Kapoor Sweets');
  await user.type(screen.getByLabelText('Email'), 'owner@kapoorsweets.in');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Message'), '   '); // passes the browser's check, not ours
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  expect(await screen.findByTestId('toast')).toHaveTextContent(MESSAGES.inquiryEmptyField);
  expect(send).not.toHaveBeenCalled();
});

test('without ?kind=business the page is the student form of docs/contract.md §2', () => {
  open('/InquiryForm?kind=other');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student Inquiry Form');
  expect(screen.getByLabelText('Course')).toBeRequired();
  expect(screen.queryByLabelText('What is your project about?')).not.toBeInTheDocument();
});
