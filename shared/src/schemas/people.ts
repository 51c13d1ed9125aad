import { z } from 'zod';
import { keepCurrentHindi } from './content-hindi';
import { hindiFormField } from './content-hindi-schema';
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

/**
 * The texts of a leader a Hindi page shows, in English (what its Hindi translates): the name stays
 * as the person writes it (docs/decisions/026-hindi.md §3).
 */
export const leaderEnglishTexts = (leader: { role: string; message: string }): string[] => [
  leader.role,
  leader.message,
];

export const leaderInputSchema = z
  .object({
    name: requiredText('Name', 120),
    role: requiredText('Role', 60),
    message: requiredMultilineText('Message', 1500),
    /** The Hindi of role and message, by the English each translates (./content-hindi); absent = keep the stored. */
    hindi: hindiFormField(1500),
  })
  .transform((leader) => ({
    ...leader,
    hindi: leader.hindi && keepCurrentHindi(leaderEnglishTexts(leader), leader.hindi),
  }));
export type LeaderInput = z.output<typeof leaderInputSchema>;

export const leaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  message: z.string(),
  /** The owner's Hindi of role and message (./content-hindi); left out of English pages' content. */
  hindi: z.record(z.string(), z.string()).optional(),
  photo: mediaImageSchema.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type Leader = z.infer<typeof leaderSchema>;

/** The first batches of the institute are older than this. */
export const TESTIMONIAL_MIN_YEAR = 1990;

/** The texts of a testimonial a Hindi page shows, in English: the course and the quote (not the student's name). */
export const testimonialEnglishTexts = (testimonial: { course: string; quote: string }): string[] => [
  testimonial.course,
  testimonial.quote,
];

export const testimonialInputSchema = z
  .object({
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
    /** The Hindi of course and quote, by the English each translates (./content-hindi); absent = keep the stored. */
    hindi: hindiFormField(800),
  })
  .transform((testimonial) => ({
    ...testimonial,
    hindi: testimonial.hindi && keepCurrentHindi(testimonialEnglishTexts(testimonial), testimonial.hindi),
  }));
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course: z.string(),
  year: z.number().int(),
  quote: z.string(),
  /** The owner's Hindi of course and quote (./content-hindi); left out of English pages' content. */
  hindi: z.record(z.string(), z.string()).optional(),
  photo: mediaImageSchema.nullable(),
  createdAt: isoTimestamp,
  version: recordVersion,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Sent as "1" when editing to take the current photo away. */
export const REMOVE_PHOTO_FIELD = 'removePhoto';
