import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { WithContent, freshInstallCourses } from '../../test/courses';
import { AdmissionForm } from './admission-form';

/**
 * An Enroll Now link's course and mode are in the server's HTML (the server renders the page for
 * that query), and the browser's first render chooses the same: hydration finds no difference
 * (development React reports every one) and keeps the choice (docs/decisions/016-input-before-the-app.md).
 * Its own file: the form reads the server's page once per module (ui/page-form.tsx).
 */
test("an Enroll Now link's course and mode are server-rendered and hydrate without a mismatch", async () => {
  const url = '/AdmissionForm?course=Basic%20English&mode=Online';
  const app = (
    <MemoryRouter initialEntries={[url]}>
      <WithContent courses={freshInstallCourses()}>
        <AdmissionForm />
      </WithContent>
    </MemoryRouter>
  );
  const html = renderToString(app);
  expect(html).toMatch(/<option value="Basic English" selected="">/);
  expect(html).toMatch(/<input type="radio"[^>]* checked=""[^>]* value="Online"\/>/);
  expect(html).not.toMatch(/<input type="radio"[^>]* checked=""[^>]* value="Offline"\/>/);

  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = html;
  const select = container.querySelector('select')!;
  const problems: unknown[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (e) => problems.push(e) });
  });
  error.mockRestore();
  expect(problems).toEqual([]);
  expect(container.querySelector('select')).toBe(select);
  expect(select.value).toBe('Basic English');
  expect(container.querySelector<HTMLInputElement>('input[value="Online"]')!.checked).toBe(true);
});
