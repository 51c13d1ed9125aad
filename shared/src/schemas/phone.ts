// Plain helpers for Indian phone numbers, kept apart from the zod schemas so a public page can show
// a tel:/wa.me link, and the admin panel can show a stored phone, without loading the validation
// library (nothing zod at first paint). Why no phone library: docs/decisions/018-phones-and-leads.md.

/** The separators people type inside a phone number: spaces, dashes, brackets, dots. */
const SEPARATORS = /[\s\-().]/g;

/**
 * An Indian number's ten digits (the national significant number: a mobile, or a landline's STD
 * code and number), typed any usual way — `9876512345`, `98765 12345`, `+91-98765-12345`,
 * `098765 12345`, `(+91) 98765 12345`, `91 98765 12345`, `0091 98765 12345`. Undefined when what
 * remains is not ten digits. Any ten digits: docs/contract.md §3's admission rule is "exactly 10 digits",
 * not a mobile range.
 */
export function tenDigits(value: string): string | undefined {
  return /^(?:\+91|0091|91|0)?(\d{10})$/.exec(value.trim().replace(SEPARATORS, ''))?.[1];
}

/** `+91 98765 43210`: how the site settings store and show the institute's own numbers. */
export function formatIndianPhone(value: string): string {
  const digits = tenDigits(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value;
}

/** Digits for tel: and wa.me links (country code included, no plus); '' when not an Indian number. */
export const phoneDigits = (value: string) => (tenDigits(value) ? `91${tenDigits(value)}` : '');

/**
 * What an inquiry or admission stores for the phone typed: its ten digits when it is an Indian
 * number, else exactly what was typed (trimmed) — a lead is never refused or changed into
 * something the visitor did not type; the office sees it flagged instead (`needsPhoneCheck`).
 */
export const storedPhone = (value: string): string => tenDigits(value) ?? value.trim();

/** A stored phone the office should check by eye: not ten digits (a foreign number, `12`, two numbers). */
export const needsPhoneCheck = (stored: string): boolean => stored !== '' && !/^\d{10}$/.test(stored);

/** A stored phone as the office reads it: `98765 43210` (as written in India), anything else as stored. */
export const showPhone = (stored: string): string =>
  /^\d{10}$/.test(stored) ? `${stored.slice(0, 5)} ${stored.slice(5)}` : stored;

/** The office's flag for a phone that is not ten digits (list, record). */
export const PHONE_CHECK_LABEL = 'Check number';
