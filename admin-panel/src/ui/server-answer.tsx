import { useCallback, type ReactNode } from 'react';
import { usePanelLanguage } from '../i18n/panel-language';
import { readServerAnswer, type ServerAnswerWords } from '../i18n/server-answers';

type Names = Readonly<Record<string, string>>;

/**
 * The server's answer as an element of a sentence: in the admin's language when the panel knows
 * it, else the server's own English in a `<span lang="en">` — shown, not hidden, and marked so a
 * Hindi screen reader says it in English (decision 005, "Codes a panel does not know"; decision
 * 026's rule for fallbacks). Put it in a translated sentence with `withElements` (i18n/with-elements.tsx):
 * `withElements((v) => t('common.loadFailed', { what, ...v }), { reason: answer(error) })`.
 */
export function useServerAnswerElement(): (failure: unknown, names?: Names) => ReactNode {
  const language = usePanelLanguage((s) => s.language);
  return useCallback(
    (failure, names) => {
      const { text, lang } = readServerAnswer(language, failure, names);
      return lang ? <span lang={lang}>{text}</span> : text;
    },
    [language],
  );
}

/**
 * The same answer as words with their language, for a toast (the shell draws it from data, not
 * elements): `toast.error(withParts((v) => t('replies.notSaved', v), { reason: answer(failure) }))`.
 * In the screen's language, as the `t` around it.
 */
export function useServerAnswerWords(): (failure: unknown, names?: Names) => ServerAnswerWords {
  const language = usePanelLanguage((s) => s.language);
  return useCallback((failure, names) => readServerAnswer(language, failure, names), [language]);
}
