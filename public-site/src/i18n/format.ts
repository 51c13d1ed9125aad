import type { SiteLanguage } from '@dds/shared/schemas/language';
import { useLanguage } from '../content/language';
import { LOCALES } from './locales';

/**
 * Numbers, amounts and dates on public pages, one helper per language (decision 026 §4): Indian
 * grouping (1,00,000) and the month's name in the page's language (22 नवंबर 2026), Latin digits on
 * both, as Indian forms and receipts use them (./locales).
 */

export interface Format {
  /** 100000 → "1,00,000". */
  number(value: number): string;
  /** Whole rupees: 12000 → "₹12,000" (the sign before the figure, as the contract's amounts are written). */
  rupees(value: number): string;
  /** A day: "22 November 2026" / "22 नवंबर 2026". */
  date(value: Date): string;
  /** The year alone, never grouped: "2026". */
  year(value: Date): string;
  /** Two or more choices: "Online or Offline" / "ऑनलाइन या ऑफ़लाइन". */
  orList(items: readonly string[]): string;
}

const formats = new Map<SiteLanguage, Format>();

export function formatFor(language: SiteLanguage): Format {
  let format = formats.get(language);
  if (!format) {
    const locale = LOCALES[language];
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    const year = new Intl.DateTimeFormat(locale, { year: 'numeric' });
    const or = new Intl.ListFormat(locale, { type: 'disjunction' });
    format = {
      number: (value) => number.format(value),
      rupees: (value) => `₹${number.format(value)}`,
      date: (value) => day.format(value),
      year: (value) => year.format(value),
      orList: (items) => or.format(items),
    };
    formats.set(language, format);
  }
  return format;
}

/** The page's formats (its language from the router, decision 026 §1). */
export function useFormat(): Format {
  return formatFor(useLanguage());
}
