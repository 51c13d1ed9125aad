import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { submitInquiry } from '@dds/shared/api';
import { WithContent, aCourse, freshInstallCourses } from '../test/courses';
import { InquiryPage } from './inquiry-page';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), submitInquiry: jest.fn() }));
const send = submitInquiry as jest.MockedFunction<typeof submitInquiry>;

const mern = aCourse({ name: 'MERN Stack', slug: 'mern-stack' });
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <WithContent courses={[...freshInstallCourses().filter((c) => c.slug !== 'mern-stack'), mern]}>
        <InquiryPage />
      </WithContent>
    </MemoryRouter>,
  );

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '98765 12345');
  await user.selectOptions(screen.getByLabelText('Course'), 'Computer Course');
  await user.type(screen.getByLabelText('Message'), 'Fees?');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
}

beforeEach(() =>
  send.mockReset().mockResolvedValue({ success: true, message: 'Thank you! Your inquiry has been submitted.' }),
);

// docs/decisions/018-phones-and-leads.md
test('from a course page the form names the course, keeps the contract’s three options, and sends the course with the inquiry', async () => {
  const { container } = open('/InquiryForm?course=mern-stack');
  expect(screen.getByText('MERN Stack')).toBeInTheDocument();
  expect(container.querySelector('input[type=hidden][name=coursePage]')).toHaveValue('MERN Stack');
  const options = Array.from((screen.getByLabelText('Course') as HTMLSelectElement).options).map((o) => o.text);
  expect(options).toEqual(['Select Course', 'Spoken English', 'Computer Course', 'Both']);
  await fillAndSend();
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ course: 'computer', coursePage: 'MERN Stack' }));
});

test('without a course page (or an unknown one) nothing extra is shown or sent', async () => {
  const { container } = open('/InquiryForm?course=no-such-course');
  expect(container.querySelector('input[name=coursePage]')).toBeNull();
  await fillAndSend();
  expect(send.mock.calls[0]![0]).not.toHaveProperty('coursePage');
});
