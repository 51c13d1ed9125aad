import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { InLanguage } from '../test/language';
import { PageForm } from './page-form';

// The browser's own check (required, email, pattern) says its refusal in the page's language.

function setup(language: SiteLanguage) {
  render(
    <MemoryRouter>
      <InLanguage language={language}>
        <PageForm name="admission" aria-label="Form">
          <label>
            Name <input name="name" required />
          </label>
          <label>
            Email <input name="email" type="email" required />
          </label>
          <label>
            Phone <input name="phone" pattern="[0-9]{10}" title="ठीक 10 अंक" />
          </label>
          <label>
            Course
            <select name="course" required>
              <option value="">—</option>
              <option value="x">X</option>
            </select>
          </label>
        </PageForm>
      </InLanguage>
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Form' }) as HTMLFormElement;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('on a Hindi page each refused field gets Hindi words, cleared as soon as the visitor edits it', () => {
  const form = setup('hi');
  field('Email').value = 'asha';
  field('Phone').value = '123';
  expect(form.checkValidity()).toBe(false);
  expect(field('Name').validationMessage).toBe('कृपया यह जानकारी भरें।');
  expect(field('Email').validationMessage).toBe('कृपया सही ई-मेल पता लिखें।');
  expect(field('Phone').validationMessage).toBe('कृपया बताए गए तरीके से लिखें: ठीक 10 अंक');
  expect(field('Course').validationMessage).toBe('कृपया सूची में से एक विकल्प चुनें।');
  field('Name').value = 'आशा';
  field('Name').dispatchEvent(new Event('input', { bubbles: true }));
  expect(field('Name').validity.valid).toBe(true);
});

test('an English page keeps the browser’s own words', () => {
  const form = setup('en');
  expect(form.checkValidity()).toBe(false);
  expect(field('Name').validity.customError).toBe(false);
  expect(field('Name').validationMessage).not.toMatch(/[\u0900-\u097f]/);
});
