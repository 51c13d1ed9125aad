// A date of birth typed as text, the same in every browser engine. A native date field shows its
// own layout per engine and language (Chromium mm/dd/yyyy or dd/mm/yyyy, Firefox likewise) and in
// WebKit an empty one shows today's date in grey, which a student can take for a filled-in value.
// No zod here: the public page reads this before the validation library loads.
// (docs/decisions/011-query-input-login-device-and-xlsx.md)

export const TYPED_DATE_FORMAT = 'DD-MM-YYYY';
export const TYPED_DATE_EXAMPLE = '17-05-2004';

/** What a field says when the text is not a date in that layout. */
export const TYPED_DATE_MESSAGE = 'Please write the date of birth as DD-MM-YYYY, for example 17-05-2004.';

/**
 * The `pattern` attribute (the browser checks it before any script has loaded): day, month and year
 * with - / . or a space between them, or the 8 digits alone (a phone's number pad has no dash), or
 * YYYY-MM-DD as before. Valid with the `v` flag browsers now compile patterns with.
 */
export const TYPED_DATE_PATTERN = String.raw`\s*(\d{1,2}[\-\/. ]\d{1,2}[\-\/. ]\d{4}|\d{8}|\d{4}-\d{2}-\d{2})\s*`;

const DAY_MONTH_YEAR = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `17-05-2004`, `17/5/2004`, `17052004` or `2004-05-17` → `2004-05-17`; undefined for any other
 * shape. Whether that day exists (no 31-02) is the server's date-of-birth rule, unchanged.
 */
export function typedDateToIso(text: string): string | undefined {
  const value = text.trim();
  const iso = ISO_DAY.exec(value);
  if (iso) return value;
  const match = DAY_MONTH_YEAR.exec(value) ?? EIGHT_DIGITS.exec(value);
  if (!match) return undefined;
  const [day, month, year] = match.slice(1) as [string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
