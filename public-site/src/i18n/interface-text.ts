import type { SiteLanguage } from '@dds/shared/schemas/language';
import { useLanguage } from '../content/language';
import { en, type InterfaceTextId } from './en';
import { hi } from './hi';

const CATALOGUES: Record<SiteLanguage, Record<InterfaceTextId, string>> = { en, hi };

/** The ICU arguments a message names (`{year}`), in order of first use. */
export function messageArguments(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!))];
}

/**
 * One interface string in a language, its `{arguments}` filled in. Simple arguments only for now;
 * plural/select forms come with the Lingui runtime (decision 026 §2) when a string needs one.
 */
export function interfaceText(language: SiteLanguage, id: InterfaceTextId, values: Record<string, string | number> = {}): string {
  return CATALOGUES[language][id].replace(/\{\s*([A-Za-z_]\w*)\s*\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The page's interface strings, in the page's language. */
export function useInterfaceText(): (id: InterfaceTextId, values?: Record<string, string | number>) => string {
  const language = useLanguage();
  return (id, values) => interfaceText(language, id, values);
}
