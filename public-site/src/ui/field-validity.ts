import { useEffect, type RefObject } from 'react';
import { useLanguage } from '../content/language';
import { interfaceText } from '../i18n/interface-text';
import { formText } from './form-text';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words for a field the browser refused, or '' to leave the browser's own. */
function refusalText(
  field: Field,
  say: (id: keyof typeof formText, values?: Record<string, string>) => string,
): string {
  const { validity } = field;
  if (validity.valueMissing) {
    if (field instanceof HTMLSelectElement) return say('validity.select');
    if (field.type === 'radio') return say('validity.radio');
    if (field.type === 'file') return say('validity.file');
    return say('validity.missing');
  }
  if (validity.typeMismatch && field.type === 'email') return say('validity.email');
  if (validity.patternMismatch && field.title) return say('validity.pattern', { rule: field.title });
  return '';
}

/**
 * The browser's own check of a form (`required`, `type="email"`, `pattern`) speaks the browser's
 * language, not the page's: a Hindi page on an English phone would say "Please fill out this
 * field." On a page in another language than English this gives each refused field the page's
 * words (`setCustomValidity` when the browser refuses it, cleared as soon as the visitor edits), the
 * pattern that MDN and the HTML specification show for custom messages. English pages keep the
 * browser's words, as before. It works once the app is live; before that the browser speaks alone.
 */
export function useFieldValidityInPageLanguage(form: RefObject<HTMLFormElement | null>): void {
  const language = useLanguage();
  useEffect(() => {
    const element = form.current;
    if (!element || language === 'en') return;
    const say = (id: keyof typeof formText, values?: Record<string, string>) =>
      interfaceText(language, formText, id, values);
    const onInvalid = (event: Event) => {
      const field = event.target as Field;
      field.setCustomValidity('');
      field.setCustomValidity(refusalText(field, say));
    };
    const onEdit = (event: Event) => {
      const field = event.target as Partial<Field>;
      // A radio's refusal is on the first of its group: a choice of another clears it too.
      if (field.type === 'radio' && field.name)
        for (const radio of element.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${field.name}"]`))
          radio.setCustomValidity('');
      else field.setCustomValidity?.('');
    };
    element.addEventListener('invalid', onInvalid, true);
    element.addEventListener('input', onEdit, true);
    element.addEventListener('change', onEdit, true);
    return () => {
      element.removeEventListener('invalid', onInvalid, true);
      element.removeEventListener('input', onEdit, true);
      element.removeEventListener('change', onEdit, true);
    };
  }, [form, language]);
}
