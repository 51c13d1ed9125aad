import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, submitAdmission } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { ADMISSION_COURSES, COURSE_MODES, type PublicCourse } from '@dds/shared/schemas';
import { Toast, useToastStore } from '@dds/shared/toast';
import { WithContent, freshInstallCourses } from '../../test/courses';
import { AdmissionForm } from './admission-form';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitAdmission: jest.fn() }));
const send = submitAdmission as jest.MockedFunction<typeof submitAdmission>;

function setup(
  url = '/AdmissionForm',
  timers?: { advanceTimers: (ms: number) => void },
  courses: PublicCourse[] = freshInstallCourses(),
) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <WithContent courses={courses}>
        <Routes>
          <Route path="/admissionform" element={<AdmissionForm />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </WithContent>
      <Toast />
    </MemoryRouter>,
  );
  return userEvent.setup(timers ?? {});
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Phone (10 digits)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Course'), 'Tally + GST');
  await user.click(screen.getByLabelText('Offline'));
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit Admission' }));

beforeEach(() => {
  send.mockReset();
  act(() => useToastStore.getState().dismiss());
});
afterEach(() => jest.useRealTimers());

test('offers the 23 catalogue courses in order, two modes, and a 10-digit phone rule', () => {
  setup();
  const options = Array.from((screen.getByLabelText('Course') as HTMLSelectElement).options).map((o) => o.value);
  expect(options).toEqual(['', ...ADMISSION_COURSES]);
  // The mode's choices are the schema's list (COURSE_MODES), each a required radio, in its order.
  const modes = screen.getAllByRole('radio') as HTMLInputElement[];
  expect(modes.map((m) => m.value)).toEqual([...COURSE_MODES]);
  expect(modes.map((m) => m.labels?.[0]?.textContent)).toEqual(['Online', 'Offline']);
  modes.forEach((m) => expect(m).toBeRequired());
  expect(screen.getByLabelText('Phone (10 digits)')).toHaveAttribute('pattern', '[0-9]{10}');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
});

test('an Enroll Now link preselects its course; an unknown course leaves the choice empty', () => {
  setup('/AdmissionForm?course=MERN%20Stack');
  expect(screen.getByLabelText('Course')).toHaveValue('MERN Stack');
});
test('an unknown ?course= is ignored', () => {
  setup('/AdmissionForm?course=Astrology');
  expect(screen.getByLabelText('Course')).toHaveValue('');
});

test('Enroll Now from an online course preselects the course and the mode', () => {
  setup('/AdmissionForm?course=HTML%20%26%20CSS&mode=Online');
  expect(screen.getByLabelText('Course')).toHaveValue('HTML & CSS');
  expect(screen.getByLabelText('Online')).toBeChecked();
  expect(screen.getByLabelText('Offline')).not.toBeChecked();
});

test('an unknown ?mode= leaves the mode unchosen', () => {
  setup('/AdmissionForm?mode=Hybrid');
  expect(screen.getByLabelText('Online')).not.toBeChecked();
  expect(screen.getByLabelText('Offline')).not.toBeChecked();
});

test('the course list is the catalogue of now: a course the admin added shows, a hidden one does not', () => {
  const courses = freshInstallCourses().filter((c) => c.name !== 'Python');
  courses.push({ ...courses[0]!, id: 999, order: 999, name: 'Advanced Excel', slug: 'advanced-excel' });
  setup('/AdmissionForm?course=Python', undefined, courses);
  const options = Array.from((screen.getByLabelText('Course') as HTMLSelectElement).options).map((o) => o.value);
  expect(options).not.toContain('Python');
  expect(options.at(-1)).toBe('Advanced Excel');
  expect(screen.getByLabelText('Course')).toHaveValue('');
});

test('an empty field shows "Please fill all fields!" and sends nothing', async () => {
  setup();
  fireEvent.submit(screen.getByRole('form', { name: 'Apply for admission' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admissionEmptyField);
  expect(send).not.toHaveBeenCalled();
});

test('every field filled but no mode chosen: "Please fill all fields!" and nothing is sent', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Phone (10 digits)'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Course'), 'Tally + GST');
  fireEvent.submit(screen.getByRole('form', { name: 'Apply for admission' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admissionEmptyField);
  expect(send).not.toHaveBeenCalled();
});

test('a name of only spaces counts as empty: nothing is sent', async () => {
  const user = setup();
  await fillAll(user);
  await user.clear(screen.getByLabelText('Full name'));
  await user.type(screen.getByLabelText('Full name'), '   ');
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admissionEmptyField);
  expect(send).not.toHaveBeenCalled();
});

test('success shows the server message, resets the form and goes home after 3 s', async () => {
  jest.useFakeTimers();
  send.mockResolvedValue({ message: 'Admission received!' });
  const user = setup('/AdmissionForm', { advanceTimers: jest.advanceTimersByTime });
  await fillAll(user);
  await submit(user);
  expect(await screen.findByRole('status')).toHaveTextContent('Admission received!');
  expect(send).toHaveBeenCalledWith({
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '9876543210',
    course: 'Tally + GST',
    mode: 'Offline',
    website: '',
  });
  expect(screen.getByLabelText('Full name')).toHaveValue('');
  expect(screen.getByLabelText('Offline')).not.toBeChecked();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Home page')).toBeInTheDocument();
});

test('an empty server message falls back to "Admission Successful!"', async () => {
  send.mockResolvedValue({ message: '' });
  const user = setup();
  await fillAll(user);
  await submit(user);
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.admissionSuccessDefault);
});

test('failure shows "Something went wrong!" and keeps the values', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  send.mockRejectedValue(new ApiError('Request failed (500)', 500));
  const user = setup();
  await fillAll(user);
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admissionFailure);
  expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
  warn.mockRestore();
});

/**
 * HTML's autofill table (control groups): `tel-national` belongs to the Text group, allowed on
 * type=text/search/hidden but not type=tel; `tel` to the Tel group, allowed on text/search/tel/hidden.
 * The Nu checker and HTML_CodeSniffer enforce it.
 */
const TYPES_FOR_TOKEN: Record<string, string[]> = {
  tel: ['text', 'search', 'tel', 'hidden'],
  'tel-national': ['text', 'search', 'hidden'],
};

test('the phone asks the browser for the national number (10 digits, no +91) with a token valid for its type', () => {
  setup();
  const phone = screen.getByLabelText('Phone (10 digits)');
  const token = phone.getAttribute('autocomplete')!;
  const type = phone.getAttribute('type') ?? 'text';
  expect(TYPES_FOR_TOKEN[token]).toContain(type);
  expect(token).toBe('tel-national');
  expect(phone).toHaveAttribute('inputmode', 'numeric'); // the digit keypad on phones, as type=tel gave
  expect(phone).toHaveAttribute('pattern', '[0-9]{10}');
});
