import { z } from 'zod';
import { isoTimestamp, requiredText } from './common';
import { trimInvisible } from './text-hygiene';

/** Years before this are typing mistakes, not students. */
export const DOB_MIN_YEAR = 1900;

/** The latest calendar day anywhere on Earth (UTC+14), so nobody born today is refused because of time zones. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** True for a real calendar day (no 2000-13-45, no 2001-02-29) that is not after today. */
export function isRealPastDate(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // (Date.UTC would read years 0..99 as 1900..1999)
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value <= latestToday(now);
}

/** A date of birth: YYYY-MM-DD, a real day in the past, from DOB_MIN_YEAR on. */
export const dateOfBirthField = z
  .string({ error: 'Date of birth is required' })
  .overwrite(trimInvisible)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((value) => isRealPastDate(value), 'Date of birth must be a real date in the past')
  .refine((value) => Number(value.slice(0, 4)) >= DOB_MIN_YEAR, `Date of birth must be in ${DOB_MIN_YEAR} or later`);

/** Roll numbers: letters and digits of any script, spaces and - / . (e.g. "DDS/2024-015"). */
export const ROLL_PATTERN = /^[\p{L}\p{M}\p{Nd} ./-]+$/u;

const rollField = z
  .string({ error: 'Roll number is required' })
  .overwrite(trimInvisible)
  .overwrite((value) => value.normalize('NFC'))
  .min(1, 'Roll number is required')
  .regex(ROLL_PATTERN, 'Roll number may contain only letters, digits, spaces and - / .')
  .max(40, 'Roll number must be at most 40 characters');

/** Text fields of the multipart certificate upload; the PDF is checked by its bytes. */
export const certificateUploadSchema = z.object({
  name: requiredText('Name', 120),
  roll: rollField,
  dob: dateOfBirthField,
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

/** Public lookup: name trimmed and case-insensitive, roll trimmed and exact, dob exact. */
export const certificateLookupSchema = certificateUploadSchema;
export type CertificateLookup = z.infer<typeof certificateLookupSchema>;

/**
 * Answer of the public lookup. No match is an ordinary answer (200, found: false), not an error
 * status: a visitor's typo must not log a red error in their browser's console.
 */
export const certificateLookupAnswerSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), name: z.string(), downloadUrl: z.string() }),
  z.object({ found: z.literal(false), message: z.string() }),
]);
export type CertificateLookupAnswer = z.infer<typeof certificateLookupAnswerSchema>;
export type CertificateMatch = Extract<CertificateLookupAnswer, { found: true }>;

export const certificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roll: z.string(),
  dob: z.string(),
  fileName: z.string(),
  createdAt: isoTimestamp,
});
export type Certificate = z.infer<typeof certificateSchema>;
