import { PAGE_FORM_FIELDS, requiredPageFormFields } from './page-form-answer';

/**
 * The plain-HTML post's field lists come from the schemas now (docs/how-to-add.md): what it echoes
 * back, in the order a fallback page lists it, and what it refuses blank with the form's §8 message
 * are the lists it kept by hand before.
 */
describe('page form fields, from the schemas', () => {
  it('are the fields the visitor types, in the order the fallback page lists them', () => {
    expect(PAGE_FORM_FIELDS).toEqual({
      inquiry: ['name', 'email', 'phone', 'course', 'message'],
      admission: ['name', 'email', 'phone', 'course', 'mode'],
      certificate: ['name', 'roll', 'dob'],
    });
  });

  it('must each be filled in, but for a business inquiry its topic', () => {
    expect(requiredPageFormFields('inquiry', false)).toEqual(['name', 'email', 'phone', 'course', 'message']);
    expect(requiredPageFormFields('inquiry', true)).toEqual(['name', 'email', 'phone', 'message']);
    expect(requiredPageFormFields('admission', false)).toEqual(['name', 'email', 'phone', 'course', 'mode']);
  });
});
