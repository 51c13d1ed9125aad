import type { SiteLanguage } from '@dds/shared/schemas/language';
import { useLanguage } from '../content/language';
import { formText } from '../ui/form-text';
import { interfaceText } from './interface-text';
import { serverText } from './server-text';

/**
 * The server's answer to a public form in the page's language (decision 026 §2). The server
 * speaks English (its messages are the schemas' and the API's, shared with the admin panel and
 * the plain-HTML post); a Hindi page recognises each answer by its English wording and shows the
 * catalogue's Hindi, its varying parts (a field's name, a wait) translated too. Anything it does
 * not recognise — a new server message, a part it cannot translate — is shown as the server said
 * it: English is better than a wrong or half-Hindi sentence.
 */
const catalogue = { ...formText, ...serverText };
type Id = keyof typeof catalogue;

/** The words that stand in a message's argument: field names and waits. */
const PHRASE_IDS = (Object.keys(catalogue) as Id[]).filter(
  (id) => id.startsWith('field.') || id.startsWith('server.wait.'),
);
/** Whole answers: the §8 messages the server also sends, and the server's own. */
const MESSAGE_IDS = (Object.keys(catalogue) as Id[]).filter(
  (id) => id.startsWith('message.') || (id.startsWith('server.') && !id.startsWith('server.wait.')),
);

interface Pattern {
  id: Id;
  names: string[];
  regex: RegExp;
}
let patterns: { messages: Pattern[]; phrases: Pattern[] } | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "{field} is required" → /^(.+?) is required$/ with its argument names. */
function patternOf(id: Id): Pattern {
  const english = catalogue[id];
  const names: string[] = [];
  const source = english
    .split(/(\{\s*[A-Za-z_]\w*\s*\})/)
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      names.push(part.slice(1, -1).trim());
      return '(.+?)';
    })
    .join('');
  return { id, names, regex: new RegExp(`^${source}$`) };
}

function match(pattern: Pattern, text: string): Record<string, string> | undefined {
  const found = pattern.regex.exec(text);
  if (!found) return undefined;
  return Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1]!]));
}

/** Arguments shown as they came: what the visitor typed (the name on a certificate). */
const AS_TYPED = new Set(['name']);

/** An argument's words in `language`: a number or what the visitor typed as it is, a known phrase translated, else undefined. */
function phraseIn(language: SiteLanguage, name: string, value: string, phrases: Pattern[]): string | undefined {
  if (AS_TYPED.has(name) || /^[\d.,]+$/.test(value)) return value;
  for (const phrase of phrases) {
    const values = match(phrase, value);
    if (values && Object.values(values).every((v) => /^[\d.,]+$/.test(v)))
      return interfaceText(language, catalogue, phrase.id, values);
  }
  return undefined;
}

export function localServerMessage(language: SiteLanguage, message: string): string {
  if (language === 'en' || !message) return message;
  patterns ??= { messages: MESSAGE_IDS.map(patternOf), phrases: PHRASE_IDS.map(patternOf) };
  // describeZodError puts "field: " before a message that does not name its field.
  const text = message.replace(/^[A-Za-z_][\w.]*: (?=\S)/, '');
  for (const pattern of patterns.messages) {
    const values = match(pattern, text);
    if (!values) continue;
    const local: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const words = phraseIn(language, name, value, patterns.phrases);
      if (words === undefined) return message;
      local[name] = words;
    }
    return interfaceText(language, catalogue, pattern.id, local);
  }
  return message;
}

/** The page's translator of server answers. */
export function useServerMessage(): (message: string) => string {
  const language = useLanguage();
  return (message) => localServerMessage(language, message);
}
