import { z } from 'zod';
import { multilineText } from './common';

// The save's schema of a record's Hindi (./content-hindi), apart from the plain functions so that
// public pages, which only read Hindi, do not load zod with them.

/** Most Hindi entries a record may hold (a course has at most 1 + 1 + 1 + 1 + 1 + 12 + 40 texts). */
export const MAX_HINDI_ENTRIES = 80;

/**
 * The `hindi` field of a record's save: one clean text per English text, each at most `max` characters.
 * Optional: a save without it keeps the stored Hindi (the repository's part), so a client that does
 * not know the field cannot wipe it.
 */
export const hindiMemorySchema = (max: number) =>
  z
    .record(
      z.string({ error: 'Hindi must be keyed by its English text' }).max(1500),
      multilineText('Hindi text', max, 'Hindi text contains characters that are not allowed').transform((v) =>
        v.trim(),
      ),
      { error: 'Hindi must be a list of translations' },
    )
    .refine((m) => Object.keys(m).length <= MAX_HINDI_ENTRIES, `At most ${MAX_HINDI_ENTRIES} Hindi texts`)
    .optional();

/** A form field's JSON text as the value it holds; unreadable JSON stays text, which the schema refuses. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The `hindi` field of a save sent as a multipart form (the people forms, which carry a photo): the
 * memory as JSON text, or the object itself when the panel checks its own form before sending.
 */
export const hindiFormField = (max: number) => z.preprocess(fromJsonText, hindiMemorySchema(max));
