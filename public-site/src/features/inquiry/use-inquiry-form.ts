import { useState, type FormEvent } from 'react';
import { ApiError, submitInquiry } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import type { InquiryInput } from '@dds/shared/schemas';
import { toast } from '@dds/shared/toast';

export type InquiryValues = Omit<InquiryInput, 'course' | 'website'> & { course: InquiryInput['course'] | '' };
const empty: InquiryValues = { name: '', email: '', phone: '', course: '', message: '' };

/** The server said "no" with its own words (SPEC.md §8: success false → its message). */
const isServerRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;

/**
 * SPEC.md §4/§5/§8 inquiry rules: a pre-send check (nothing is sent with an empty field),
 * fields cleared only on success, values kept on refusal or failure.
 */
export function useInquiryForm() {
  const [values, setValues] = useState<InquiryValues>(empty);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);

  const setField = (field: keyof InquiryValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const { course, ...rest } = values;
    if (!course || Object.values(rest).some((v) => v.trim() === '')) {
      toast.error(MESSAGES.inquiryEmptyField);
      return;
    }
    setSending(true);
    try {
      const answer = await submitInquiry({ ...values, course, website });
      if (answer.success) {
        toast.success(answer.message);
        setValues(empty);
      } else {
        toast.error(answer.message);
      }
    } catch (error) {
      if (isServerRefusal(error)) {
        toast.error(error.message);
      } else {
        // Logged as a warning: a failed call is expected in the field (bad signal), not a page bug.
        console.warn('Inquiry could not be sent', error);
        toast.error(MESSAGES.inquiryFailure);
      }
    } finally {
      setSending(false);
    }
  };

  return { values, setField, website, setWebsite, sending, onSubmit };
}
