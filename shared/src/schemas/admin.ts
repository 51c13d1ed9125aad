import { z } from 'zod';
import { SUBMISSION_KINDS } from '../resources/admin-lists';
import { SITE_LANGUAGES } from './language';
import { loginEmailField } from './common';
import { isCleanSingleLine, notAllowedMessage } from './text-hygiene';

export const loginSchema = z.object({
  email: loginEmailField,
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Password policy for creating or resetting an admin (ASVS: 8..128 characters). */
export const adminPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/**
 * Who is logged in. `role` (owner or staff, see schemas/account.ts) is absent from servers before
 * decision 013; `language` (the panel's, chosen under My account: decision 026 §8) from servers before it.
 */
export const adminSchema = z.object({
  email: z.string(),
  role: z.enum(['owner', 'staff']).optional(),
  language: z.enum(SITE_LANGUAGES).optional(),
});
export type Admin = z.infer<typeof adminSchema>;

/** docs/contract.md §3: dashboard counts, one a submission list (`{ inquiry, admission, donation }`). */
export const countsSchema = z.record(z.enum(SUBMISSION_KINDS), z.number());
export type Counts = z.infer<typeof countsSchema>;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const calendarDay = (name: string) => z.string().refine(isCalendarDay, `${name} must be a date written YYYY-MM-DD`);

/** Most records one request may name by id (a bulk action, an export of the selection). */
export const MAX_IDS = 5000;

/** "1,2,3" → [1, 2, 3]: positive whole numbers only. */
const idList = z
  .string()
  .max(MAX_IDS * 12)
  .refine((v) => /^\d{1,12}(,\d{1,12})*$/.test(v), 'ids must be record numbers separated by commas')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine(
    (ids) => ids.length <= MAX_IDS && ids.every((id) => id >= 1 && Number.isSafeInteger(id)),
    `ids must be at most ${MAX_IDS} record numbers`,
  );

/**
 * Text an admin screen sends in a query (search, filters). Control, direction and invisible
 * characters are refused here, for the browser and the server alike: a NUL reached the database and
 * answered 500 (SQLite's full-text index, PostgreSQL text), and none of them is anything an admin
 * can mean to search for (docs/decisions/011-query-input-login-device-and-xlsx.md).
 */
export const queryText = (name: string, max: number, opts: { trim?: boolean } = {}) =>
  (opts.trim ? z.string().trim() : z.string()).max(max).refine(isCleanSingleLine, notAllowedMessage(name));

/** Query of the admin lists. Without `page` the server answers the spec's plain array. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: queryText('q', 200, { trim: true }).optional(),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: queryText('status', 20).optional(),
  course: queryText('course', 100).optional(),
  mode: queryText('mode', 20).optional(),
  verified: z.enum(['true', 'false']).optional(),
  /** Decision 026: the site's language the submission was sent in. */
  language: z.enum(SITE_LANGUAGES, { error: `language must be one of: ${SITE_LANGUAGES.join(', ')}` }).optional(),
  /** docs/admin-guide.md: inclusive India (IST) calendar days of `createdAt`. */
  from: calendarDay('from').optional(),
  to: calendarDay('to').optional(),
  /** docs/admin-guide.md: `1` lists only the Trash (soft-deleted rows); without it they are left out. */
  trash: z.enum(['1', '0', 'true', 'false'], { error: 'trash must be 1 or 0' }).optional(),
  /** docs/admin-guide.md (donations): `true` lists only donations whose UPI reference is on another donation. */
  duplicate: z.enum(['true', 'false'], { error: 'duplicate must be true or false' }).optional(),
  /** docs/admin-guide.md: comma-separated record ids (export of the selected rows). */
  ids: idList.optional(),
  /** Leads (decision 024): `due` lists those whose follow-up day is today or past and still open. */
  followUp: z.enum(['due'], { error: 'followUp must be due' }).optional(),
  /** Leads (decision 024): an admin's id, or `none` for leads nobody follows up. */
  assignedTo: z
    .union([z.literal('none'), z.string().regex(/^[1-9]\d{0,9}$/)], { error: 'assignedTo must be an admin id or none' })
    .optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Listings of the Trash (`trash=1`) only: days a record stays in it before it is deleted for good (0: until emptied). */
  trashKeepDays?: number;
  /**
   * The newest record id of the whole list when this page was read: "Select all N matching" sends it
   * back with a bulk action (`seenUpTo`), which then leaves records that arrived since alone.
   */
  latestId?: number;
}
