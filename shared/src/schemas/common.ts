import { z } from 'zod';
import {
  isCleanMultiLine,
  isCleanSingleLine,
  normalizeNewlines,
  notAllowedMessage,
  trimInvisible,
} from './text-hygiene';

export * from './text-hygiene';

// In the browser the Content-Security-Policy forbids eval: without this, zod probes `new Function`
// on first use and Chrome reports a CSP violation. The server keeps zod's faster compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });

const toNfc = (value: string) => value.normalize('NFC');

/**
 * One-line text hygiene: stray zero-width characters and spaces at the ends are trimmed, the text is
 * stored in NFC (so "José" typed two ways is one name for lookups and search), and hidden or
 * direction-changing characters are refused rather than silently removed, so what the admin sees
 * is exactly what was sent.
 */
const oneLine = (schema: z.ZodString, label: string) =>
  schema.overwrite(trimInvisible).overwrite(toNfc).refine(isCleanSingleLine, notAllowedMessage(label));

/** A required one-line text field: trimmed, non-empty, clean, bounded so nobody can post a novel. */
export const requiredText = (label: string, max = 200) =>
  oneLine(z.string({ error: `${label} is required` }), label)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional one-line text field (may be empty), with the same hygiene as `requiredText`. */
export const optionalText = (label: string, max = 200) =>
  oneLine(z.string({ error: `${label} must be text` }), label).max(max, `${label} must be at most ${max} characters`);

/**
 * Free text (messages, notes): line breaks kept as LF (CRLF and CR normalised), tabs kept, every
 * other control character and direction control refused. Not trimmed: the caller decides.
 */
export const multilineText = (label: string, max: number, notAllowed = notAllowedMessage(label)) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(normalizeNewlines)
    .overwrite(toNfc)
    .refine(isCleanMultiLine, notAllowed)
    .max(max, `${label} must be at most ${max} characters`);

/** Required free text: as `multilineText`, trimmed and non-empty. */
export const requiredMultilineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .overwrite((value) => trimInvisible(normalizeNewlines(value)))
    .overwrite(toNfc)
    .min(1, `${label} is required`)
    .refine(isCleanMultiLine, notAllowedMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

/** An e-mail typed at the login form: trimmed and clean, otherwise free-form (a typo earns the spec's login failure). */
export const loginEmailField = z
  .string({ error: 'Email is required' })
  .overwrite(trimInvisible)
  .min(1, 'Email is required')
  .refine(isCleanSingleLine, notAllowedMessage('Email'))
  .max(254, 'Email must be at most 254 characters');

/** A contact e-mail on a form: as `loginEmailField`, and a valid address. */
export const emailField = loginEmailField.pipe(z.email('Email must be a valid e-mail address'));

/** Hidden field real people never fill; bots do. Any value marks the request as spam. */
export const honeypotField = z.string().max(500).optional();

export const isoTimestamp = z.string();

/** Soft delete (docs/admin-guide.md): why a row is in the Trash. */
export const DELETED_REASONS = ['deleted', 'spam'] as const;
export type DeletedReason = (typeof DELETED_REASONS)[number];

/** Fields a soft-deletable row gains; optional because older servers do not send them. */
export const softDeleteFields = {
  deletedAt: isoTimestamp.nullable().optional(),
  deletedReason: z.enum(DELETED_REASONS).nullable().optional(),
};
