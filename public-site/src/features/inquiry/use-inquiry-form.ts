import { useState, type FormEvent } from 'react';
import { BUSINESS_TOPICS, type InquiryKind } from '@dds/shared/schemas/inquiry-kinds';
import { toast } from '@dds/shared/toast';
import { useSubmissionLanguage } from '../../content/language';
import { useInterfaceText } from '../../i18n/interface-text';
import { useServerMessage } from '../../i18n/server-messages';
import { formText } from '../../ui/form-text';
import { loadApi, type ApiModule } from '../../ui/lazy-api';
import { usePageForm } from '../../ui/page-form';

/** The form's fields; `course` is the course (student) or the project's service topic (business). */
export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  course: string;
  message: string;
}
const empty: InquiryValues = { name: '', email: '', phone: '', course: '', message: '' };

/** The server said "no" with its own words (SPEC.md §8: success false → its message). */
const isServerRefusal = ({ ApiError }: ApiModule, error: unknown): error is InstanceType<ApiModule['ApiError']> =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;

/**
 * SPEC.md §4/§5/§8 inquiry rules (its messages in the page's language; the spec's words on English pages): a pre-send check (nothing is sent with an empty field),
 * fields cleared only on success, values kept on refusal or failure. A business inquiry has no
 * course to choose (its service topic is optional); every other rule is the same.
 */
export function useInquiryForm(kind: InquiryKind = 'student', topic?: string, coursePage?: string) {
  const start =
    kind === 'business' && BUSINESS_TOPICS.some((t) => t.value === topic) ? { ...empty, course: topic! } : empty;
  const { initialValues, outcome, clearOutcome } = usePageForm('inquiry', start);
  const [values, setValues] = useState<InquiryValues>(initialValues);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const language = useSubmissionLanguage();
  const t = useInterfaceText(formText);
  const local = useServerMessage();

  const setField = (field: keyof InquiryValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    clearOutcome();
    const { course, ...rest } = values;
    if ((kind === 'student' && !course) || Object.values(rest).some((v) => v.trim() === '')) {
      toast.error(t('message.inquiryEmptyField'));
      return;
    }
    setSending(true);
    let api: ApiModule | undefined;
    try {
      api = await loadApi();
      const answer = await api.submitInquiry({
        ...values,
        kind,
        course,
        website,
        ...(coursePage ? { coursePage } : {}),
        ...language,
      });
      if (answer.success) {
        toast.success(local(answer.message));
        setValues(start);
      } else {
        toast.error(local(answer.message));
      }
    } catch (error) {
      if (api && isServerRefusal(api, error)) {
        toast.error(local(error.message));
      } else {
        // Logged as a warning: a failed call is expected in the field (bad signal), not a page bug.
        console.warn('Inquiry could not be sent', error);
        toast.error(t('message.inquiryFailure'));
      }
    } finally {
      setSending(false);
    }
  };

  return { values, setField, website, setWebsite, sending, onSubmit, outcome };
}
