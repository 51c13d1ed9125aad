import { z } from 'zod';
import { emailField, honeypotField, isoTimestamp, multilineText, requiredText, softDeleteFields } from './common';
import { NOTES_NOT_ALLOWED } from './inquiry';
import { admissionPhoneField } from './phone-field';
import { COURSE_MODES, COURSE_MODE_MESSAGE } from './course-modes';
import { followUpItemFields } from './follow-up';
import { recordVersion } from './versioned';
import { storedLanguageField, submissionLanguageField } from './submission-language';

/**
 * docs/contract.md §3: the admission course catalogue of a fresh install, 23 entries, in this order. The live
 * catalogue is the course records' (admissionCatalogue in ./course); the server checks a submitted
 * course against it.
 */
export const ADMISSION_COURSES = [
  'AutoCAD',
  'PDCA (Practical Diploma in Computer Application)',
  'ADCA + CCC',
  'DCA (Diploma in Computer Application)',
  'Tally + GST',
  'Typing (Eng & Hindi)',
  'M. Olevel',
  'Digital Marketing',
  'MERN Stack',
  'HTML & CSS',
  'JavaScript',
  'Java',
  'Python',
  'C',
  'C++',
  'Spoken English',
  'Grammar Classes',
  'Interview Training',
  'GD & PI Classes',
  'Sound Classes (U.S. & U.K.)',
  'Newspaper Grammar Rules',
  'Basic English',
  'Basic Computer',
] as const;

export { COURSE_MODES, type CourseMode } from './course-modes';

/** The contact fields as at submission; an admin's typo correction is validated with the same (docs/admin-guide.md). */
export const admissionContactFields = {
  name: requiredText('Name', 120),
  email: emailField,
  phone: admissionPhoneField,
};

export const admissionInputSchema = z.object({
  ...admissionContactFields,
  // Which names are offered is data (the course records): the server checks membership.
  course: requiredText('Course', 120),
  mode: z.enum(COURSE_MODES, { error: COURSE_MODE_MESSAGE }),
  language: submissionLanguageField,
  website: honeypotField,
});
/** What the form sends (language may be left out: English). */
export type AdmissionInput = z.input<typeof admissionInputSchema>;
/** What the server stores: the language decided. */
export type AdmissionRecordInput = z.output<typeof admissionInputSchema>;

export const ADMISSION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const admissionStatusSchema = z.enum(ADMISSION_STATUSES);
export type AdmissionStatus = z.infer<typeof admissionStatusSchema>;

export const admissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  mode: z.string(),
  /** The site's language the visitor wrote in ('en' for every row before decision 026). */
  language: storedLanguageField,
  ...followUpItemFields,
  status: admissionStatusSchema,
  notes: z.string(),
  statusChangedAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
  ...softDeleteFields,
});
export type Admission = z.infer<typeof admissionSchema>;

export const admissionUpdateSchema = z
  .object({
    status: admissionStatusSchema.optional(),
    notes: multilineText('Notes', 5000, NOTES_NOT_ALLOWED).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, 'Nothing to update: give a status or notes');

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
