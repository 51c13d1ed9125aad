import { z } from 'zod';
import { isoTimestamp, requiredText } from './common';

const isoDate = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)');

/** Text fields of the multipart certificate upload; the PDF is checked by its bytes. */
export const certificateUploadSchema = z.object({
  name: requiredText('Name', 120),
  roll: requiredText('Roll number', 40),
  dob: isoDate,
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

/** Public lookup: name trimmed and case-insensitive, roll trimmed and exact, dob exact. */
export const certificateLookupSchema = certificateUploadSchema;
export type CertificateLookup = z.infer<typeof certificateLookupSchema>;

export const certificateLookupAnswerSchema = z.object({ name: z.string(), downloadUrl: z.string() });
export type CertificateLookupAnswer = z.infer<typeof certificateLookupAnswerSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roll: z.string(),
  dob: z.string(),
  fileName: z.string(),
  createdAt: isoTimestamp,
});
export type Certificate = z.infer<typeof certificateSchema>;
