import { MAX_CERTIFICATE_BYTES } from '@dds/shared/constants';

/** A quick check before a slow upload on mobile data; the server checks the bytes again. */
export function pdfProblem(file: File | null | undefined): string | null {
  if (!file) return 'Choose the certificate PDF.';
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return 'The certificate must be a PDF file.';
  if (file.size > MAX_CERTIFICATE_BYTES)
    return `The PDF is too large (at most ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MB).`;
  return null;
}

/** docs/contract.md §5: the server's message, or 'Upload failed' when the server said nothing useful. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return !message || /^Request failed|^Network error|^timeout/i.test(message) ? fallback : message;
}
