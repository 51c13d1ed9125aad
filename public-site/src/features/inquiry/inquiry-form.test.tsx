import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, submitInquiry } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { Toast, useToastStore } from '@dds/shared/toast';
import { LanguageProvider } from '../../content/language';
import { InquiryForm } from './inquiry-form';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitInquiry: jest.fn() }));
const send = submitInquiry as jest.MockedFunction<typeof submitInquiry>;

function setup() {
  render(
    <MemoryRouter>
      <InquiryForm />
      <Toast />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Course'), 'Both');
  await user.type(screen.getByLabelText('Message'), 'Evening batch?');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

afterEach(() => jest.useRealTimers());
beforeEach(() => {
  send.mockReset();
  act(() => useToastStore.getState().dismiss());
});

test('fields are required, typed, and the course starts at "Select Course" with the three options', () => {
  setup();
  for (const label of ['Full name', 'Email', 'Phone', 'Course', 'Message'])
    expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  const options = Array.from((screen.getByLabelText('Course') as HTMLSelectElement).options).map((o) => [
    o.value,
    o.text,
  ]);
  expect(options).toEqual([
    ['', 'Select Course'],
    ['spoken', 'Spoken English'],
    ['computer', 'Computer Course'],
    ['both', 'Both'],
  ]);
});

test('a blank (whitespace-only) field shows the required-fields error and sends nothing', async () => {
  const user = setup();
  await fillAll(user);
  await user.clear(screen.getByLabelText('Message'));
  await user.type(screen.getByLabelText('Message'), '   ');
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquiryEmptyField);
  expect(send).not.toHaveBeenCalled();
});

test('success shows the server message in success style and clears every field', async () => {
  send.mockResolvedValue({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
  const user = setup();
  await fillAll(user);
  await submit(user);
  const toast = await screen.findByRole('status');
  expect(toast).toHaveTextContent('Thank you! Your inquiry has been submitted.');
  expect(toast).toHaveAttribute('data-kind', 'success');
  expect(send).toHaveBeenCalledWith({
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    course: 'both',
    kind: 'student',
    message: 'Evening batch?',
    website: '',
  });
  expect(screen.getByLabelText('Full name')).toHaveValue('');
  expect(screen.getByLabelText('Course')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('success false shows the server message as an error and keeps the values', async () => {
  send.mockResolvedValue({ success: false, message: 'Please try again tomorrow.' });
  const user = setup();
  await fillAll(user);
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again tomorrow.');
  expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
});

test('a refusal answered with an HTTP 400 shows the server message and keeps the values', async () => {
  send.mockRejectedValue(new ApiError('email: Email must be a valid e-mail address', 400));
  const user = setup();
  await fillAll(user);
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('email: Email must be a valid e-mail address');
  expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
});

test('a network or server failure shows "Something went wrong", logs it and keeps the values', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  send.mockRejectedValue(new ApiError('Network error', 0));
  const user = setup();
  await fillAll(user);
  await submit(user);
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(MESSAGES.inquiryFailure);
  expect(toast).toHaveAttribute('data-kind', 'error');
  expect(warn).toHaveBeenCalled();
  expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  warn.mockRestore();
});

test('the toast clears itself after 3 seconds', async () => {
  jest.useFakeTimers();
  setup();
  // Submitting the form directly skips the browser's own checks, so the pre-send check answers.
  fireEvent.submit(screen.getByRole('form', { name: 'Student Inquiry Form' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.inquiryEmptyField);
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the honeypot is hidden from people and sent with the body', async () => {
  send.mockResolvedValue({ success: true, message: 'ok' });
  const user = setup();
  const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  await fillAll(user);
  await submit(user);
  expect(send.mock.calls[0]?.[0]).toHaveProperty('website', '');
});

// docs/contract.md §3: no format rule for the inquiry phone — a refused lead is a lost lead; the server
// keeps it as typed and the office sees it flagged (docs/decisions/018-phones-and-leads.md).
test('a phone that is not an Indian number ("12") is sent as typed, with no message under the field', async () => {
  send.mockResolvedValue({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
  const user = setup();
  await fillAll(user);
  const phone = screen.getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '12');
  expect(phone).not.toHaveAttribute('pattern');
  await submit(user);
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '12' }));
  expect(phone).not.toHaveAttribute('aria-invalid');
});

test("on a Hindi page the inquiry says so (the body and the plain post carry language: hi); on an English page the body is docs/contract.md's, with no language", async () => {
  send.mockResolvedValue({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
  const { unmount, container } = render(
    <MemoryRouter>
      <LanguageProvider value="hi">
        <InquiryForm />
      </LanguageProvider>
    </MemoryRouter>,
  );
  expect(container.querySelector('input[type=hidden][name=language]')).toHaveAttribute('value', 'hi');
  const user = userEvent.setup();
  await fillAll(user);
  await submit(user);
  expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'hi', name: 'Asha Verma' }));
  unmount();

  const english = setup();
  expect(document.querySelector('input[name=language]')).toBeNull();
  await fillAll(english);
  await submit(english);
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1]![0]).not.toHaveProperty('language');
});
