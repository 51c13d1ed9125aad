// Plain helpers for Indian phone numbers, kept apart from the zod schemas so a public page can show
// a tel:/wa.me link without loading the validation library (issue 14: nothing zod at first paint).

/** Indian numbers with or without +91 / 0: the ten digits that remain. */
export function tenDigits(value: string): string | undefined {
  const digits = value.replace(/[\s\-().]/g, '');
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
