import { MAX_CERTIFICATE_BYTES } from '@dds/shared/constants';
import { adminText, type Translate } from '../../i18n/admin-text';
import { MAX_CERTIFICATE_MB, uploadText } from './upload-text';

const english: Translate<typeof uploadText> = (id, values) => adminText('en', uploadText, id, values);

/** A quick check before a slow upload on mobile data, in `t`'s language; the server checks the bytes again. */
export function pdfProblem(file: File | null | undefined, t = english): string | null {
  if (!file) return t('upload.choosePdf');
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return t('upload.notPdf');
  if (file.size > MAX_CERTIFICATE_BYTES) return t('upload.tooLarge', { mb: MAX_CERTIFICATE_MB });
  return null;
}

/** docs/contract.md §5: the server's message, or 'Upload failed' when the server said nothing useful. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return !message || /^Request failed|^Network error|^timeout/i.test(message) ? fallback : message;
}
