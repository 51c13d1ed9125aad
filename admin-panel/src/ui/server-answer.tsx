import { useCallback, type ReactNode } from 'react';
import { usePanelLanguage } from '../i18n/panel-language';
import type { MessageValues } from '@dds/shared/i18n/message-format';
import type { ToastText } from '@dds/shared/toast';
import { readServerAnswer, type ServerAnswerWords } from '../i18n/server-answers';
import { withElements, withParts } from '../i18n/with-elements';

type Names = Readonly<Record<string, string>>;

/**
 * The server's answer as an element of a sentence: in the admin's language when the panel knows
 * it, else the server's own English in a `<span lang="en">` — shown, not hidden, and marked so a
 * Hindi screen reader says it in English (decision 005, "Codes a panel does not know"; decision
 * 026's rule for fallbacks). A refusal's sentence with `{reason}` is `useRefusal` below; any other
 * sentence takes it with `withElements` (i18n/with-elements.tsx).
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
 * elements), with `withParts`; a refusal's toast is `useRefusalWords` below. In the screen's
 * language, as the `t` around it.
 */
export function useServerAnswerWords(): (failure: unknown, names?: Names) => ServerAnswerWords {
  const language = usePanelLanguage((s) => s.language);
  return useCallback((failure, names) => readServerAnswer(language, failure, names), [language]);
}

/** A sentence of an area's catalogue (`t` of `useAdminText`, or any translator of the same shape). */
type Say<K extends string> = (id: K, values?: MessageValues) => string;

/** The sentence `id` with the answer to `failure` at its `{reason}`, put together by `put`. */
function useReasonIn<K extends string, P, R>(
  say: Say<K>,
  answer: (failure: unknown) => P,
  put: (format: (values: MessageValues) => string, parts: Readonly<Record<string, P>>) => R,
): (id: K, failure: unknown, values?: MessageValues) => R {
  return useCallback(
    (id, failure, values) => put((v) => say(id, { ...values, ...v }), { reason: answer(failure) }),
    [say, answer, put],
  );
}

/**
 * A refusal said in a sentence of the area's own ("The note was not saved: {reason}"), the server's
 * reason put in at its `{reason}` as `useServerAnswerElement` says it: `refusal('notes.notSaved',
 * failure)`. `values` fill the sentence's other places, if it has any.
 */
export function useRefusal<K extends string>(
  say: Say<K>,
): (id: K, failure: unknown, values?: MessageValues) => ReactNode {
  return useReasonIn(say, useServerAnswerElement(), withElements);
}

/** The same refusal as a toast's words (`useServerAnswerWords`): `toast.error(refusal('replies.notSaved', failure))`. */
export function useRefusalWords<K extends string>(
  say: Say<K>,
): (id: K, failure: unknown, values?: MessageValues) => ToastText {
  return useReasonIn(say, useServerAnswerWords(), withParts);
}
