import { useCallback } from 'react';
import { serverAnswerReader } from '@dds/shared/i18n/server-answers';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { adminText } from './admin-text';
import { usePanelLanguage } from './panel-language';
import { serverAnswerText } from './server-answer-text';

type Id = keyof typeof serverAnswerText;

const read = serverAnswerReader<Id>({
  english: serverAnswerText,
  isAnswer: (id) => id.startsWith('answer.'),
  isPhrase: (id) => id.startsWith('answerField.') || id.startsWith('answerWait.'),
  /** A stale save's who (an admin's e-mail) and when (India time, as dates are shown in both languages). */
  asTyped: new Set(['who', 'when']),
});

/**
 * The server's answer in the admin's language (decision 026 §8): recognised by its English wording
 * (./server-answer-text.ts) with the public site's recogniser (@dds/shared/i18n/server-answers), and
 * shown as the server said it when it is not recognised whole. English admins see it unchanged.
 */
export function localServerAnswer(language: SiteLanguage, message: string): string {
  if (language === 'en') return message;
  return read(message, (id, values) => adminText(language, serverAnswerText, id, values));
}

/** The words of a failed call or a refused check (an Error's message, a string) in the admin's language. */
export function useServerAnswer(): (failure: unknown) => string {
  const language = usePanelLanguage((s) => s.language);
  return useCallback(
    (failure) => localServerAnswer(language, failure instanceof Error ? failure.message : String(failure ?? '')),
    [language],
  );
}
