import type { SiteLanguage } from '@dds/shared/schemas/language';
import { useLanguage } from '../content/language';
import { formText } from '../ui/form-text';
import { interfaceText } from './interface-text';
import { serverText } from './server-text';
import { serverAnswerReader } from '@dds/shared/i18n/server-answers';

/**
 * The server's answer to a public form in the page's language (decision 026 §2). The server
 * speaks English (its messages are the schemas' and the API's, shared with the admin panel and
 * the plain-HTML post); a Hindi page recognises each answer by its English wording and shows the
 * catalogue's Hindi, its varying parts (a field's name, a wait) translated too. Anything it does
 * not recognise — a new server message, a part it cannot translate — is shown as the server said
 * it: English is better than a wrong or half-Hindi sentence. The recogniser is shared with the
 * panel (@dds/shared/i18n/server-answers, decision 026 §8).
 */
const catalogue = { ...formText, ...serverText };
type Id = keyof typeof catalogue;

const read = serverAnswerReader<Id>({
  english: catalogue,
  /** The words that stand in a message's argument: field names and waits. */
  isPhrase: (id) => id.startsWith('field.') || id.startsWith('server.wait.'),
  /** Whole answers: the §8 messages the server also sends, and the server's own. */
  isAnswer: (id) => id.startsWith('message.') || (id.startsWith('server.') && !id.startsWith('server.wait.')),
  /** Shown as it came: what the visitor typed (the name on a certificate). */
  asTyped: new Set(['name']),
});

export function localServerMessage(language: SiteLanguage, message: string): string {
  if (language === 'en') return message;
  return read(message, (id, values) => interfaceText(language, catalogue, id, values));
}

/** The page's translator of server answers. */
export function useServerMessage(): (message: string) => string {
  const language = useLanguage();
  return (message) => localServerMessage(language, message);
}
