import { serverAnswerReader } from '@dds/shared/i18n/server-answers';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { adminText } from './admin-text';
import { contentAnswerText } from './content-answer-text';
import { serverAnswerText } from './server-answer-text';

const DEVANAGARI = /[\u0900-\u097f]/;

/** Every answer the panel recognises: the sign-in and account screens', then the content screens'. */
const ANSWERS = { ...serverAnswerText, ...contentAnswerText };
type Id = keyof typeof ANSWERS;

const read = serverAnswerReader<Id>({
  english: ANSWERS,
  isAnswer: (id) => id.startsWith('answer.'),
  isPhrase: (id) => id.startsWith('answerField.') || id.startsWith('answerWait.'),
  /**
   * A stale save's or a reorder's who (an admin's e-mail) and when (India time, as dates are shown in
   * both languages); a site text's `{placeholders}` the page cannot fill, and those it can.
   */
  asTyped: new Set(['who', 'when', 'unknown', 'allowed']),
});

/**
 * The server's answer in the admin's language (decision 026 §8): recognised by its English wording
 * (./server-answer-text.ts) with the public site's recogniser (@dds/shared/i18n/server-answers), and
 * shown as the server said it when it is not recognised whole. English admins see it unchanged.
 */
export function localServerAnswer(
  language: SiteLanguage,
  message: string,
  names: Readonly<Record<string, string>> = {},
): string {
  if (language === 'en') return message;
  return read(message, (id, values) => adminText(language, ANSWERS, id, values), names);
}

/** A server's answer as an admin reads it: `lang` 'en' when it is the server's English on a screen in another language. */
export interface ServerAnswerWords {
  text: string;
  lang?: 'en';
}

/**
 * The answer in the admin's language, saying whether it is: an answer this panel does not know (a
 * newer server's, or one no screen was written for) is the server's own English, which the screen
 * marks `lang="en"` rather than hiding it or guessing (decision 005, "Codes a panel does not know";
 * decision 026's rule for fallbacks). A failure with no words at all says so.
 */
export function readServerAnswer(
  language: SiteLanguage,
  failure: unknown,
  names: Readonly<Record<string, string>> = {},
): ServerAnswerWords {
  const message = (failure instanceof Error ? failure.message : String(failure ?? '')).trim();
  if (!message) return { text: adminText(language, ANSWERS, 'answer.noReason') };
  const text = localServerAnswer(language, message, names);
  // Every Hindi answer carries Devanagari (catalogues.test.ts), so one equal to the message is not
  // recognised. A message with Devanagari of its own is the screen's own fallback words ("Upload
  // failed" in Hindi, when a failure had none): those are not English, so not marked.
  const english = text === message && !DEVANAGARI.test(message);
  return language !== 'en' && english ? { text, lang: 'en' } : { text };
}
