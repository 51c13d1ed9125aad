import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, submitInquiry } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { inquiryInputSchema } from '@dds/shared/schemas';
import { Toast, useToastStore } from '@dds/shared/toast';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { InLanguage } from '../../test/language';
import { InquiryForm } from './inquiry-form';

// The inquiry form on a Hindi page (docs/decisions/026-hindi.md §2): its words, its own check and
// the server's answers in Hindi; the same form on an English page word for word as docs/contract.md has it.

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitInquiry: jest.fn() }));
const send = submitInquiry as jest.MockedFunction<typeof submitInquiry>;

function setup(language: SiteLanguage) {
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <InquiryForm />
      </InLanguage>
      <Toast />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillInHindi(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.com') {
  await user.type(screen.getByLabelText('पूरा नाम'), 'आशा वर्मा');
  await user.type(screen.getByLabelText('ई-मेल'), email);
  await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
  await user.selectOptions(screen.getByLabelText('कोर्स'), 'दोनों');
  await user.type(screen.getByLabelText('संदेश'), 'शाम का बैच?');
}

beforeEach(() => {
  send.mockReset();
  act(() => useToastStore.getState().dismiss());
});

test('a Hindi page shows the labels, the course choices and the button in Hindi; the values sent stay the same', () => {
  setup('hi');
  for (const label of ['पूरा नाम', 'ई-मेल', 'फ़ोन नंबर', 'कोर्स', 'संदेश'])
    expect(screen.getByLabelText(label)).toBeRequired();
  const options = Array.from((screen.getByLabelText('कोर्स') as HTMLSelectElement).options).map((o) => [
    o.value,
    o.text,
  ]);
  expect(options).toEqual([
    ['', 'कोर्स चुनें'],
    ['spoken', 'स्पोकन इंग्लिश'],
    ['computer', 'कंप्यूटर कोर्स'],
    ['both', 'दोनों'],
  ]);
  expect(screen.getByRole('button', { name: 'पूछताछ भेजें' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
});

test('an empty field is refused in Hindi, and nothing is sent', async () => {
  const user = setup('hi');
  await fillInHindi(user);
  await user.clear(screen.getByLabelText('संदेश'));
  await user.type(screen.getByLabelText('संदेश'), '   '); // (an empty one the browser stops itself: see field-validity)
  await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ कृपया सभी ज़रूरी जानकारी भरें!');
  expect(send).not.toHaveBeenCalled();
});

test("the server's refusal (the shared schema's own words) and its thanks are shown in Hindi", async () => {
  const refusal = inquiryInputSchema.safeParse({
    name: 'आशा',
    email: 'asha@example',
    phone: '9876543210',
    course: 'both',
    message: 'नमस्ते',
  }).error!.issues[0]!.message;
  expect(refusal).toBe('Email must be a valid e-mail address');
  send.mockRejectedValueOnce(new ApiError(refusal, 400));
  const user = setup('hi');
  await fillInHindi(user, 'asha@example'); // the browser's email rule lets it pass; the schema does not
  await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सही ई-मेल पता लिखें।');
  expect(screen.getByLabelText('पूरा नाम')).toHaveValue('आशा वर्मा');

  send.mockResolvedValueOnce({ success: true, message: 'Thank you! Your inquiry has been submitted.' });
  await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('धन्यवाद! आपकी पूछताछ हमें मिल गई है।');
  expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ course: 'both', language: 'hi' }));
});

test('the English page keeps the contract’s words exactly, even with the Hindi catalogue loaded', async () => {
  const user = setup('en');
  for (const label of ['Full name', 'Email', 'Phone', 'Course', 'Message'])
    expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByRole('option', { name: 'Select Course' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Full name'), '   ');
  await user.type(screen.getByLabelText('Email'), 'a@b.in');
  await user.type(screen.getByLabelText('Phone'), '98765');
  await user.selectOptions(screen.getByLabelText('Course'), 'Both');
  await user.type(screen.getByLabelText('Message'), 'Hi');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquiryEmptyField);
  expect(screen.getByText(/We use these details only to answer your inquiry\./)).toHaveTextContent(
    'We use these details only to answer your inquiry. See our privacy notice.',
  );
});
