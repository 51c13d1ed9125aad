import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, submitDonation } from '@dds/shared/api';
import { MAX_SCREENSHOT_BYTES } from '@dds/shared/constants';
import { useSubmissionLanguage } from '../../content/language';
import { useFormat } from '../../i18n/format';
import { useInterfaceText } from '../../i18n/interface-text';
import { useServerMessage } from '../../i18n/server-messages';
import { formText } from '../../ui/form-text';
import { donationText } from './donation-text';

const text = { ...formText, ...donationText };

/**
 * docs/contract.md §3/§5 donation rules (its messages in the page's language; the spec's words on English pages): name, email and an image screenshot are required; success
 * alerts the server message (or the default) and resets form and preview; failure alerts.
 */
export function useDonationForm(onDone: () => void) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
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

  const reset = () => {
    setName('');
    setEmail('');
    setFile(null);
    setPreview(null);
    setInputKey((k) => k + 1); // a file input can only be cleared by a fresh element
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!name.trim() || !email.trim() || !file) {
      if (!file) setFileError(t('donation.noScreenshot'));
      return;
    }
    setSending(true);
    try {
      const answer = await submitDonation({ name, email, website, screenshot: file, ...language });
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
    name,
    setName,
    email,
    setEmail,
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
