import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, submitDonation } from '@dds/shared/api';
import { MAX_SCREENSHOT_BYTES } from '@dds/shared/constants';
import type { DonationInput } from '@dds/shared/schemas/donation';
import type { TypedField } from '@dds/shared/schemas/submitted-fields';
import { useSubmissionLanguage } from '../../content/language';
import { useFormat } from '../../i18n/format';
import { useInterfaceText } from '../../i18n/interface-text';
import { useServerMessage } from '../../i18n/server-messages';
import { blankRequired } from '../../ui/blank-required';
import { formText } from '../../ui/form-text';
import { donationText } from './donation-text';

const text = { ...formText, ...donationText };

/**
 * The text fields the donor types, by the donation schema (docs/decisions/002, "Field lists"): a
 * field the schema gains fails tsc at `empty` until the form has it. The screenshot is a file.
 */
type DonationValues = Record<TypedField<DonationInput>, string>;
const empty: DonationValues = { name: '', email: '' };

/**
 * docs/contract.md §3/§5 donation rules (its messages in the page's language; the spec's words on English pages): name, email and an image screenshot are required; success
 * alerts the server message (or the default) and resets form and preview; failure alerts.
 */
export function useDonationForm(onDone: () => void) {
  const [values, setValues] = useState<DonationValues>(empty);
  const [website, setWebsite] = useState('');
  const language = useSubmissionLanguage();
  const t = useInterfaceText(text);
  const local = useServerMessage();
  const format = useFormat();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState('');
  const [sending, setSending] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError('');
    if (chosen && !chosen.type.startsWith('image/')) {
      setFileError(t('donation.notAnImage'));
      event.target.value = '';
      setFile(null);
      setPreview(null);
      return;
    }
    if (chosen && chosen.size > MAX_SCREENSHOT_BYTES) {
      setFileError(
        t('donation.tooLarge', { megabytes: format.number(Math.round(MAX_SCREENSHOT_BYTES / 1024 / 1024)) }),
      );
      event.target.value = '';
      setFile(null);
      setPreview(null);
      return;
    }
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  };

  const setField = (field: keyof DonationValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const reset = () => {
    setValues(empty);
    setFile(null);
    setPreview(null);
    setInputKey((k) => k + 1); // a file input can only be cleared by a fresh element
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The form's `required` controls are the schema's required fields, and the screenshot.
    if (blankRequired(event.currentTarget as HTMLFormElement) || !file) {
      if (!file) setFileError(t('donation.noScreenshot'));
      return;
    }
    setSending(true);
    try {
      const answer = await submitDonation({ ...values, website, screenshot: file, ...language });
      window.alert(answer.message ? local(answer.message) : t('message.donationSuccessDefault'));
      reset();
      onDone();
    } catch (error) {
      console.warn('Donation could not be sent', error);
      // The spec's alert, plus the server's reason when it refused (storage full, not an image…).
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 600 && error.status !== 500;
      window.alert(
        refused && error.message
          ? `${t('message.donationFailure')} ${local(error.message)}`
          : t('message.donationFailure'),
      );
    } finally {
      setSending(false);
    }
  };

  return {
    values,
    setField,
    website,
    setWebsite,
    file,
    preview,
    fileError,
    sending,
    inputKey,
    onFile,
    onSubmit,
  };
}
