/**
 * A control the form marks `required` left blank (or only spaces), or a required radio group with
 * nothing chosen, or a required file input with no file: the public forms' pre-send check (docs/contract.md §3: nothing is sent with an empty
 * field). It reads the controls, not a list of fields: each form marks `required` what its schema
 * requires, so a new field needs no line here, and the public site loads no zod before a send.
 */
export const blankRequired = (form: HTMLFormElement): boolean =>
  [...form.elements].some((e) => {
    if (!(e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement))
      return false;
    if (!e.required) return false;
    if (e instanceof HTMLInputElement && e.type === 'radio') return e.validity.valueMissing;
    if (e instanceof HTMLInputElement && e.type === 'file') return !e.files?.length;
    return e.value.trim() === '';
  });
