import { z } from 'zod';
import { isoTimestamp, requiredMultilineText, requiredText } from './common';
import { mediaImageSchema } from './media';
import { trimInvisible } from './text-hygiene';
import { recordVersion } from './versioned';

/**
 * The people who vouch for the institute: its leaders' messages on /about1 (docs/contract.md §2: a
 * director, a CEO and a manager) and students' testimonials on the home and About pages. Both are
 * entered by the admin; a block with nobody in it is not shown (never a made-up name).
 */
export const MAX_PORTRAIT_BYTES = 10 * 1024 * 1024;
/** Roles docs/contract.md §2 names; the admin may type another. */
export const LEADER_ROLES = ['Director', 'CEO', 'Manager'] as const;

export const leaderInputSchema = z.object({
  name: requiredText('Name', 120),
  role: requiredText('Role', 60),
  message: requiredMultilineText('Message', 1500),
});
export type LeaderInput = z.infer<typeof leaderInputSchema>;

export const leaderSchema = leaderInputSchema.extend({
  id: z.number().int(),
  photo: mediaImageSchema.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type Leader = z.infer<typeof leaderSchema>;

/** The first batches of the institute are older than this. */
export const TESTIMONIAL_MIN_YEAR = 1990;

export const testimonialInputSchema = z.object({
  name: requiredText('Student name', 120),
  course: requiredText('Course', 120),
  year: z
    .union([z.string(), z.number()], { error: 'Year is required' })
    .transform((v) => trimInvisible(String(v)))
    .refine((v) => v !== '', 'Year is required')
    .refine(
      (v) =>
        v === '' ||
        (/^\d{4}$/.test(v) && Number(v) >= TESTIMONIAL_MIN_YEAR && Number(v) <= new Date().getFullYear() + 1),
      `Year must be a year from ${TESTIMONIAL_MIN_YEAR} to next year`,
    )
    .transform(Number),
  quote: requiredMultilineText('Quote', 800),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course: z.string(),
  year: z.number().int(),
  quote: z.string(),
  photo: mediaImageSchema.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Sent as "1" when editing to take the current photo away. */
export const REMOVE_PHOTO_FIELD = 'removePhoto';
