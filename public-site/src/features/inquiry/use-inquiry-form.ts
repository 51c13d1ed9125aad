import { useState, type FormEvent } from 'react';
import type { InquiryInput } from '@dds/shared/schemas/inquiry';
import { BUSINESS_TOPICS, type InquiryKind } from '@dds/shared/schemas/inquiry-kinds';
import type { TypedField } from '@dds/shared/schemas/submitted-fields';
import { toast } from '@dds/shared/toast';
import { useSubmissionLanguage } from '../../content/language';
import { useInterfaceText } from '../../i18n/interface-text';
import { useServerMessage } from '../../i18n/server-messages';
import { formText } from '../../ui/form-text';
import { loadApi, type ApiModule } from '../../ui/lazy-api';
import { usePageForm } from '../../ui/page-form';
import { blankRequired } from '../../ui/blank-required';

/**
 * The fields the visitor types, by the inquiry schema (a field not typed yet is absent): a new field
 * of the schema is one here with no line written (docs/how-to-add.md). `course` is the course
 * (student) or the project's service topic (business).
 */
type InquiryValues = Partial<Record<TypedField<InquiryInput>, string>>;
const empty: InquiryValues = {};

/** The server said "no" with its own words (docs/contract.md §5: success false → its message). */
const isServerRefusal = ({ ApiError }: ApiModule, error: unknown): error is InstanceType<ApiModule['ApiError']> =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;

/**
 * docs/contract.md §3/§5 inquiry rules (its messages in the page's language; the spec's words on English pages): a pre-send check (nothing is sent with an empty field),
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
    // The form's `required` controls are the schema's required fields (and a student's course).
    if (blankRequired(event.currentTarget as HTMLFormElement)) {
      toast.error(t('message.inquiryEmptyField'));
      return;
    }
    setSending(true);
    let api: ApiModule | undefined;
    try {
      api = await loadApi();
      const answer = await api.submitInquiry({
        // Every required one was checked above: none is blank.
        ...(values as Required<InquiryValues>),
        kind,
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
