import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { submitAdmission } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { Toast, useToastStore } from '@dds/shared/toast';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { WithContent, freshInstallCourses } from '../../test/courses';
import { InLanguage } from '../../test/language';
import { AdmissionForm } from './admission-form';

// The admission form on a Hindi page (docs/decisions/026-hindi.md §2); English as docs/contract.md has it.

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitAdmission: jest.fn() }));
const send = submitAdmission as jest.MockedFunction<typeof submitAdmission>;

function setup(language: SiteLanguage, courses = freshInstallCourses()) {
  render(
    <MemoryRouter initialEntries={['/AdmissionForm']}>
      <InLanguage language={language}>
        <WithContent courses={courses}>
          <Routes>
            <Route path="/admissionform" element={<AdmissionForm />} />
          </Routes>
        </WithContent>
      </InLanguage>
      <Toast />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  send.mockReset();
  act(() => useToastStore.getState().dismiss());
});

test('a Hindi page names the fields, the two modes and the button in Hindi; the modes sent keep their English values', async () => {
  const user = setup('hi');
  expect(screen.getByLabelText('फ़ोन नंबर (10 अंक)')).toHaveAttribute('title', 'ठीक 10 अंक');
  expect(screen.getByRole('group', { name: 'पढ़ाई का तरीका' })).toBeInTheDocument();
  expect(screen.getByLabelText('ऑनलाइन')).toHaveAttribute('value', 'Online');
  expect(screen.getByLabelText('ऑफ़लाइन')).toHaveAttribute('value', 'Offline');
  expect(screen.getByRole('option', { name: 'कोर्स चुनें' })).toHaveValue('');

  await user.type(screen.getByLabelText('पूरा नाम'), '   ');
  await user.type(screen.getByLabelText('ई-मेल'), 'ravi@example.com');
  await user.type(screen.getByLabelText('फ़ोन नंबर (10 अंक)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('कोर्स'), 'Tally + GST');
  await user.click(screen.getByLabelText('ऑफ़लाइन'));
  await user.click(screen.getByRole('button', { name: 'प्रवेश फ़ॉर्म भेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी जानकारी भरें!');
  expect(send).not.toHaveBeenCalled();

  send.mockResolvedValue({ message: MESSAGES.admissionSuccessDefault });
  await user.type(screen.getByLabelText('पूरा नाम'), 'रवि कुमार');
  await user.click(screen.getByRole('button', { name: 'प्रवेश फ़ॉर्म भेजें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('प्रवेश सफल रहा!');
  expect(screen.getByRole('button', { name: 'भेज दिया गया — आपको होम पेज पर ले जा रहे हैं…' })).toBeDisabled();
  expect(send).toHaveBeenCalledWith(
    expect.objectContaining({ mode: 'Offline', course: 'Tally + GST', language: 'hi' }),
  );
});

test('a Hindi page names each course in Hindi where it has one, as the course pages do; the value sent stays the English name', async () => {
  // A /hi page's content carries each course's shown Hindi (server/src/static/hindi-page-content.ts).
  const courses = freshInstallCourses().map((course) =>
    course.name === 'Tally + GST' ? { ...course, hindi: { 'Tally + GST': 'टैली + जीएसटी (Tally + GST)' } } : course,
  );
  const user = setup('hi', courses);
  const tally = screen.getByRole('option', { name: 'टैली + जीएसटी (Tally + GST)' });
  expect(tally).toHaveValue('Tally + GST');
  expect(tally).not.toHaveAttribute('lang');
  // A course without Hindi shows its English, marked so (as on the course pages).
  expect(screen.getByRole('option', { name: 'Python' })).toHaveAttribute('lang', 'en');
  await user.selectOptions(screen.getByLabelText('कोर्स'), 'Tally + GST');
  expect(screen.getByLabelText('कोर्स')).toHaveValue('Tally + GST');
});

test('the English page keeps its words exactly', async () => {
  const user = setup('en');
  expect(screen.getByLabelText('Phone (10 digits)')).toHaveAttribute('title', 'Exactly 10 digits');
  expect(screen.getByRole('group', { name: 'Mode' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Full name'), '   ');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Phone (10 digits)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Course'), 'Tally + GST');
  await user.click(screen.getByLabelText('Online'));
  await user.click(screen.getByRole('button', { name: 'Submit Admission' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admissionEmptyField);
});
