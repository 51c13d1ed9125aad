import { useRef, useState, type FormEvent } from 'react';
import { ApiError, uploadCertificate } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { certificateUploadSchema } from '@dds/shared/schemas';
import { useAdminText } from '../../i18n/admin-text';
import { Button, Card, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import { pdfProblem, serverMessageOr } from './pdf-file';
import { uploadText } from './upload-text';

/** Name, roll number, date of birth and the PDF (docs/contract.md §2/§5 alerts; §8 adds the date of birth for the lookup). */
export function CertificateUploadForm({ onUploaded }: { onUploaded?: () => void }) {
  const t = useAdminText(uploadText);
  const [values, setValues] = useState({ name: '', roll: '', dob: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = certificateUploadSchema.safeParse(values);
    const file = fileInput.current?.files?.[0];
    const problem = parsed.success ? pdfProblem(file, t) : (parsed.error.issues[0]?.message ?? t('upload.fillEvery'));
    setError(problem);
    if (problem || !parsed.success || !file) return;
    setBusy(true);
    try {
      await uploadCertificate(parsed.data, file);
      window.alert(MESSAGES.certificateUploadSuccess);
      setValues({ name: '', roll: '', dob: '' });
      if (fileInput.current) fileInput.current.value = '';
      onUploaded?.();
    } catch (failure) {
      // The upload path is not under /api/admin, so a lapsed session is noticed here; the form keeps its values.
      if (failure instanceof ApiError && failure.isUnauthorized) useSession.getState().expire();
      else window.alert(serverMessageOr(failure, MESSAGES.certificateUploadFailure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="upload-title">
      <h2 id="upload-title" css={{ margin: '0 0 12px', fontSize: 18 }}>
        {t('upload.title')}
      </h2>
      {/* Our own checks below give one clear message (and work the same on every phone browser). */}
      <form
        onSubmit={submit}
        noValidate
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          alignItems: 'end',
        }}
      >
        <Field label={t('upload.name')}>
          <Input required maxLength={120} value={values.name} onChange={set('name')} autoComplete="off" />
        </Field>
        <Field label={t('upload.roll')}>
          <Input required maxLength={40} value={values.roll} onChange={set('roll')} autoComplete="off" />
        </Field>
        <Field label={t('upload.dob')}>
          <Input required type="date" value={values.dob} onChange={set('dob')} />
        </Field>
        <Field label={t('upload.file')} hint={t('upload.fileHint')}>
          <Input ref={fileInput} required type="file" accept="application/pdf,.pdf" css={{ padding: 6 }} />
        </Field>
        {error && (
          <p role="alert" css={{ margin: 0, color: colors.danger, gridColumn: '1 / -1' }}>
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </form>
    </Card>
  );
}
