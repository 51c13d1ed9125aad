import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SUBMITTED_FORM_SCRIPT_ID, type SubmittedForm } from '@dds/shared/routes';
import { AdmissionForm } from '../features/admission/admission-form';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { WithContent, freshInstallCourses } from '../test/courses';
import { SubmittedFormProvider } from './page-form';

/**
 * The first screen is the server's HTML. The live app, when it takes over, must carry on with what
 * that page held: the outcome of a form posted before the app loaded, and values typed into it.
 */
test('the app starts from the server page: the posted outcome, the values typed before it loaded, and the caret', () => {
  const refused: SubmittedForm = {
    form: 'admission',
    ok: false,
    message: 'Something went wrong!',
    detail: 'Phone must be exactly 10 digits',
    values: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '12345', course: 'Python', mode: 'Offline' },
  };
  // The server's page: its JSON outcome and a prerendered inquiry form the visitor has typed into.
  document.head.innerHTML = `<script id="${SUBMITTED_FORM_SCRIPT_ID}" type="application/json">${JSON.stringify(refused)}</script>`;
  const serverPage = document.createElement('div');
  serverPage.innerHTML =
    '<form data-form="inquiry"><input name="name" value="Asha Verma"><textarea name="message">Evening?</textarea></form>';
  document.body.append(serverPage);
  serverPage.querySelector('textarea')!.focus();

  render(
    <MemoryRouter>
      {/* The page's content (courses) came with the server page too. */}
      <WithContent courses={freshInstallCourses()}>
        <InquiryForm />
        <AdmissionForm />
      </WithContent>
    </MemoryRouter>,
  );
  serverPage.remove();

  const inquiry = screen.getByRole('form', { name: 'Student Inquiry Form' });
  expect(inquiry).toHaveFormValues({ name: 'Asha Verma', message: 'Evening?', email: '' });
  expect(inquiry.querySelector('textarea')).toHaveFocus();
  const admission = screen.getByRole('form', { name: 'Apply for admission' });
  expect(admission).toHaveFormValues({ name: 'Ravi Kumar', phone: '12345', course: 'Python', mode: 'Offline' });
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!Phone must be exactly 10 digits');
  // Read once: the outcome belongs to the first screen, not to a later visit of the page.
  expect(document.getElementById(SUBMITTED_FORM_SCRIPT_ID)).toBeNull();
});

test('rendered on the server, a form posts to its own page and shows the outcome it was given', () => {
  const html = renderToString(
    <MemoryRouter>
      <SubmittedFormProvider
        value={{ form: 'inquiry', ok: true, message: 'Thank you! Your inquiry has been submitted.' }}
      >
        <InquiryForm />
      </SubmittedFormProvider>
    </MemoryRouter>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  const form = page.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  // Posts to the page it is on (/ or /InquiryForm); the answer scrolls to the outcome.
  expect(form.getAttribute('action')).toBe('#inquiry-outcome');
  expect(page.getElementById('inquiry-outcome')?.getAttribute('role')).toBe('status');
  expect(form.querySelector<HTMLInputElement>('input[type=hidden][name=_form]')?.value).toBe('inquiry');
  expect(form.querySelector('[role=status]')?.textContent).toBe('Thank you! Your inquiry has been submitted.');
});
