import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMISSION_REDIRECT_MS } from '@dds/shared/constants';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import type { AdmissionInput } from '@dds/shared/schemas/admission';
import type { CourseMode } from '@dds/shared/schemas/course-modes';
import { enrollChoice } from '@dds/shared/schemas/course-lists';
import type { TypedField } from '@dds/shared/schemas/submitted-fields';
import { toast } from '@dds/shared/toast';
import { useAdmissionCatalogue } from '../../content/courses';
import { useSubmissionLanguage } from '../../content/language';
import { useInterfaceText } from '../../i18n/interface-text';
import { useServerMessage } from '../../i18n/server-messages';
import { formText } from '../../ui/form-text';
import { loadApi } from '../../ui/lazy-api';
import { usePageForm } from '../../ui/page-form';
import { blankRequired } from '../../ui/blank-required';

/**
 * The fields the visitor types, by the admission schema (docs/decisions/002, "Field lists"): a field
 * the schema gains fails tsc at `empty` until the form has it; the mode is one of COURSE_MODES.
 */
export type AdmissionValues = Record<Exclude<TypedField<AdmissionInput>, 'mode'>, string> & {
  mode: CourseMode | '';
};
const empty: AdmissionValues = { name: '', email: '', phone: '', course: '', mode: '' };

/**
 * docs/contract.md §3/§5 admission rules (its messages in the page's language; the spec's words on English pages): nothing is sent with an empty field; success shows the
 * server message, resets the form and returns home after 3 s; failure says so for 3 s.
 */
export function useAdmissionForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const catalogue = useAdmissionCatalogue();
  // An Enroll Now link's ?course=&mode= choose the course from the first render: the server renders
  // the page for that query (server/src/static/page-variants.ts), so the server's form already has
  // them chosen and hydration starts from the same state. What the visitor chose on the server's
  // form before the app loaded (or sent in a refused post) wins over the link
  // (docs/decisions/016-input-before-the-app.md).
  const chosen = enrollChoice(catalogue, params.get('course'), params.get('mode'));
  const { initialValues, outcome, clearOutcome } = usePageForm('admission', { ...empty, ...chosen });
  const [values, setValues] = useState<AdmissionValues>(initialValues);
  // Another Enroll Now link followed while this form is open (a client-side navigation keeps it
  // mounted): its choice fills what the visitor has not chosen.
  useEffect(() => {
    if (chosen.course || chosen.mode)
      setValues((v) => ({ ...v, course: v.course || chosen.course, mode: v.mode || chosen.mode }));
  }, [chosen.course, chosen.mode]);
  const [website, setWebsite] = useState('');
  const language = useSubmissionLanguage();
  const t = useInterfaceText(formText);
  const local = useServerMessage();
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const setField =
    <K extends keyof AdmissionValues>(field: K) =>
    (value: AdmissionValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    clearOutcome();
    const { course, mode } = values;
    // The form's `required` controls are the schema's required fields (the mode's radios included).
    if (blankRequired(event.currentTarget as HTMLFormElement) || !course || !mode) {
      toast.error(t('message.admissionEmptyField'));
      return;
    }
    setStatus('sending');
    try {
      const { submitAdmission } = await loadApi();
      const answer = await submitAdmission({ ...values, course, mode, website, ...language });
      toast.success(answer.message ? local(answer.message) : t('message.admissionSuccessDefault'));
      setValues(empty);
      setStatus('done');
      redirect.current = setTimeout(() => navigate(PUBLIC_ROUTES.home.link), ADMISSION_REDIRECT_MS);
    } catch (error) {
      console.warn('Admission could not be sent', error);
      toast.error(t('message.admissionFailure'));
      setStatus('idle');
    }
  };

  return { values, setField, website, setWebsite, status, onSubmit, outcome, catalogue };
}
