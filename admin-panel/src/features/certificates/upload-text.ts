import { MAX_CERTIFICATE_BYTES } from '@dds/shared/constants';

/**
 * The certificate upload form's and each certificate's actions' words in English, the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-dashboard-cards.ts), word for word as the form
 * showed them. The alerts after an upload are docs/contract.md §5's (`MESSAGES`) and stay as the
 * contract says; the schema's field problems are the shared schemas' and stay English (§8).
 */
export const uploadText = {
  'upload.title': 'Upload a certificate',
  'upload.name': 'Student name',
  'upload.roll': 'Roll number',
  'upload.dob': 'Date of birth',
  'upload.file': 'Certificate PDF',
  'upload.fileHint': 'PDF, up to 10 MB',
  'upload.fillEvery': 'Fill in every field.',
  'upload.choosePdf': 'Choose the certificate PDF.',
  'upload.notPdf': 'The certificate must be a PDF file.',
  'upload.tooLarge': 'The PDF is too large (at most {mb} MB).',
  'upload.uploading': 'Uploading…',
  'upload.submit': 'Upload certificate',
  // Each certificate's own actions in the list (certificate-actions.tsx).
  'actions.who': '{name} (roll {roll})',
  'actions.newPdf': 'New PDF for {who}',
  'actions.replaceLabel': 'Replace PDF of certificate of {who}',
  'actions.replace': 'Replace',
  'actions.replacePdf': ' PDF',
  'actions.deleteLabel': 'Delete certificate of {who}',
  'actions.delete': 'Delete',
  'actions.deleteQuestion': 'Delete the certificate of {who}?',
  'actions.deleteDetail': 'Students will no longer find it. This cannot be undone.',
  'actions.replaced': 'Certificate replaced — new file dated {when}',
  'actions.failed': 'Failed: {reason}',
  'actions.column': 'Actions',
  'file.whose': ': certificate of {name} (opens in a new tab)',
} as const;

export const MAX_CERTIFICATE_MB = MAX_CERTIFICATE_BYTES / 1024 / 1024;
