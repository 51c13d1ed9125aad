// Plain helpers for Indian phone numbers, kept apart from the zod schemas so a public page can show
// a tel:/wa.me link, and the inquiry form can check a phone, without loading the validation library
// (issue 14: nothing zod at first paint). Why no phone library: docs/decisions/018-phones-and-leads.md.

/** The separators people type inside a phone number: spaces, dashes, brackets, dots. */
const SEPARATORS = /[\s\-().]/g;

/** Indian numbers with or without +91 / 0: the ten digits that remain. */
export function tenDigits(value: string): string | undefined {
  const digits = value.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^\d{10}$/.test(bare) ? bare : undefined;
}

/** `+91 98765 43210`: how the site shows (and stores) a valid Indian number. */
export function formatIndianPhone(value: string): string {
  const digits = tenDigits(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value;
}

/** Digits for tel: and wa.me links (country code included, no plus). */
export const phoneDigits = (value: string) => (tenDigits(value) ? `91${tenDigits(value)}` : '');

/**
 * An Indian mobile number (ten digits starting 6–9, the national numbering plan's mobile range)
 * typed any usual way — `9876512345`, `98765 12345`, `+91-98765-12345`, `098765 12345`,
 * `(+91) 98765 12345`, `91 98765 12345` — in the one form every phone is stored in:
 * `+91 98765 12345` (as the settings' phones). Undefined when it is not one.
 */
export function indianMobile(value: string): string | undefined {
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(value.trim().replace(SEPARATORS, ''));
  return match ? formatIndianPhone(match[1]!) : undefined;
}

/** The stored form of a mobile number (indianMobile's answer). */
export const STORED_MOBILE = /^\+91 [6-9]\d{4} \d{5}$/;

/** The form's message for a phone that is not an Indian mobile number (SPEC.md §8 fixes none). */
export const MOBILE_PHONE_MESSAGE = 'Phone must be a 10-digit mobile number, like 98765 43210 (+91 or 0 in front is fine)';

/**
 * indianMobile as an HTML `pattern` (anchored by the browser, compiled with the `v` flag: brackets
 * and dashes escaped in classes), so the server's page refuses what the server would before the app
 * has loaded. `S` is any run of separators.
 */
const S = String.raw`[\s\-\(\)\.]*`;
export const INDIAN_MOBILE_PATTERN = `${S}(\\+${S}9${S}1|0${S}0${S}9${S}1|9${S}1|0)?${S}[6-9](${S}[0-9]){9}${S}`;
