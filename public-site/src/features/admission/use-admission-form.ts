import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMISSION_REDIRECT_MS } from '@dds/shared/constants';
import { MESSAGES } from '@dds/shared/messages';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { COURSE_MODES, type CourseMode } from '@dds/shared/schemas/course-modes';
import { toast } from '@dds/shared/toast';
import { useAdmissionCatalogue } from '../../content/courses';
import { loadApi } from '../../ui/lazy-api';
import { usePageForm } from '../../ui/page-form';

export interface AdmissionValues {
  name: string;
  email: string;
  phone: string;
  course: string;
  mode: CourseMode | '';
}
const empty: AdmissionValues = { name: '', email: '', phone: '', course: '', mode: '' };

/** `?course=` from an Enroll Now link, only when it names a course of the catalogue of now. */
function courseFromQuery(catalogue: readonly string[], value: string | null): string {
  const wanted = value?.trim().toLowerCase();
  return catalogue.find((c) => c.toLowerCase() === wanted) ?? '';
}

/** `?mode=` from an Enroll Now link: Online or Offline, else none chosen. */
function modeFromQuery(value: string | null): CourseMode | '' {
  const wanted = value?.trim().toLowerCase();
  return COURSE_MODES.find((m) => m.toLowerCase() === wanted) ?? '';
}

/**
 * SPEC.md §4/§5/§8 admission rules: nothing is sent with an empty field; success shows the
 * server message, resets the form and returns home after 3 s; failure says so for 3 s.
 */
export function useAdmissionForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const catalogue = useAdmissionCatalogue();
  const { initialValues, outcome, clearOutcome } = usePageForm('admission', empty);
  const [values, setValues] = useState<AdmissionValues>(initialValues);
  // An Enroll Now link's ?course=&mode= choose the course, unless the visitor already chose (typed
  // before the app loaded, or sent in a refused post). After the first render: the server's page is
  // the same for every query (cached per content version), and React keeps a hydrated <select> as
  // the server sent it — an update after hydration is what puts the choice on screen.
  const queryCourse = courseFromQuery(catalogue, params.get('course'));
  const queryMode = modeFromQuery(params.get('mode'));
  useEffect(() => {
    if (queryCourse || queryMode) setValues((v) => ({ ...v, course: v.course || queryCourse, mode: v.mode || queryMode }));
  }, [queryCourse, queryMode]);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const setField = <K extends keyof AdmissionValues>(field: K) => (value: AdmissionValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    clearOutcome();
    const { course, mode } = values;
    if (!course || !mode || [values.name, values.email, values.phone].some((v) => v.trim() === '')) {
      toast.error(MESSAGES.admissionEmptyField);
      return;
    }
    setStatus('sending');
    try {
      const { submitAdmission } = await loadApi();
      const answer = await submitAdmission({ ...values, course, mode, website });
      toast.success(answer.message || MESSAGES.admissionSuccessDefault);
      setValues(empty);
      setStatus('done');
      redirect.current = setTimeout(() => navigate(PUBLIC_ROUTES.home.link), ADMISSION_REDIRECT_MS);
    } catch (error) {
      console.warn('Admission could not be sent', error);
      toast.error(MESSAGES.admissionFailure);
      setStatus('idle');
    }
  };

  return { values, setField, website, setWebsite, status, onSubmit, outcome, catalogue };
}
