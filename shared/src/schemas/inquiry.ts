import { z } from 'zod';
import {
  emailField,
  honeypotField,
  isoTimestamp,
  multilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
  softDeleteFields,
} from './common';
import { BUSINESS_TOPICS, INQUIRY_KINDS } from './inquiry-kinds';
import { inquiryPhoneField } from './phone-field';
import { followUpItemFields } from './follow-up';
import { recordVersion } from './versioned';
import { storedLanguageField, submissionLanguageField } from './submission-language';

export { INQUIRY_COURSES } from './inquiry-courses';

export * from './inquiry-kinds';

const BUSINESS_TOPIC_VALUES = BUSINESS_TOPICS.map((t) => t.value) as string[];

const COURSE_REQUIRED = 'Course must be Spoken English, Computer Course or Both';

/** The contact fields as at submission; an admin's typo correction is validated with the same (docs/admin-guide.md). */
export const inquiryContactFields = {
  name: requiredText('Full name', 120),
  email: emailField,
  // No format rule (docs/contract.md §3); an Indian number is stored as its ten digits (decision 018).
  phone: inquiryPhoneField,
};

/** The inquiry's fields, in the order the office reads them; every list of them is derived (./submitted-fields). */
const inquiryInputObject = z.object({
  kind: z.enum(INQUIRY_KINDS, { error: 'Inquiry kind must be student or business' }).default('student'),
  ...inquiryContactFields,
  // Checked below with the kind: a course for a student, an optional service topic for a business.
  course: z.string({ error: COURSE_REQUIRED }).max(40, COURSE_REQUIRED).optional(),
  /**
   * The course page the inquiry was sent from ("Send an inquiry" there), by the course's name; the
   * server keeps it only when it names a course (docs/decisions/018-phones-and-leads.md).
   */
  coursePage: optionalText('Course page', 120).optional(),
  message: requiredMultilineText('Message', 2000),
  language: submissionLanguageField,
  website: honeypotField,
});
export const inquiryInputFields = inquiryInputObject.shape;

export const inquiryInputSchema = inquiryInputObject
  .superRefine((v, ctx) => {
    if (v.kind === 'student' && !['spoken', 'computer', 'both'].includes(v.course ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['course'], message: COURSE_REQUIRED });
    }
    if (v.kind === 'business' && v.course && !BUSINESS_TOPIC_VALUES.includes(v.course)) {
      ctx.addIssue({ code: 'custom', path: ['course'], message: 'Project topic must be one of the services listed' });
    }
  })
  .transform((v) => ({ ...v, course: v.course ?? '', coursePage: v.kind === 'student' ? (v.coursePage ?? '') : '' }));
/** What the form sends (kind may be left out: a student inquiry). */
export type InquiryInput = z.input<typeof inquiryInputSchema>;
/** What the server stores: the kind decided, the course '' when a business gave no topic. */
export type InquiryRecordInput = z.output<typeof inquiryInputSchema>;

export const INQUIRY_STATUSES = ['new', 'contacted', 'enrolled', 'closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

/** An inquiry as the admin lists it: the five fields plus the pipeline. */
export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The course (student), or the service topic or '' (business). */
  course: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  /** The course page it was sent from, '' when none; absent from servers before decision 018. */
  coursePage: z.string().optional(),
  ...followUpItemFields,
  message: z.string(),
  /** The site's language the visitor wrote in ('en' for every row before decision 026). */
  language: storedLanguageField,
  status: inquiryStatusSchema,
  notes: z.string(),
  statusChangedAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
  ...softDeleteFields,
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** Shared by the inquiry and admission pipelines. */
export const NOTES_NOT_ALLOWED = 'Notes contain characters that are not allowed';

export const inquiryUpdateSchema = z
  .object({ status: inquiryStatusSchema.optional(), notes: multilineText('Notes', 5000, NOTES_NOT_ALLOWED).optional() })
  .refine((v) => v.status !== undefined || v.notes !== undefined, 'Nothing to update: give a status or notes');

/** Answer of POST /api/inquiry/inquiryform (docs/contract.md §4). */
export const inquiryAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;
