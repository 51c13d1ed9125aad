import { z } from 'zod';
import { emailField, honeypotField, isoTimestamp, requiredText } from './common';

/** SPEC.md §3: the three inquiry course options, value → label. */
export const INQUIRY_COURSES = [
  { value: 'spoken', label: 'Spoken English' },
  { value: 'computer', label: 'Computer Course' },
  { value: 'both', label: 'Both' },
] as const;
export type InquiryCourse = (typeof INQUIRY_COURSES)[number]['value'];

export const inquiryInputSchema = z.object({
  name: requiredText('Full name', 120),
  email: emailField,
  phone: requiredText('Phone', 20),
  course: z.enum(['spoken', 'computer', 'both'], { error: 'Course must be Spoken English, Computer Course or Both' }),
  message: requiredText('Message', 2000),
  website: honeypotField,
});
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

export const INQUIRY_STATUSES = ['new', 'contacted', 'enrolled', 'closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

/** An inquiry as the admin lists it: the five fields plus the pipeline. */
export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  message: z.string(),
  status: inquiryStatusSchema,
  notes: z.string(),
  statusChangedAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryUpdateSchema = z
  .object({ status: inquiryStatusSchema.optional(), notes: z.string().max(5000).optional() })
  .refine((v) => v.status !== undefined || v.notes !== undefined, 'Nothing to update: give a status or notes');
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** Answer of POST /api/inquiry/inquiryform (SPEC.md §7). */
export const inquiryAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;
