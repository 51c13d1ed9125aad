import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@dds/shared/i18n/message-format';
import type { ToastPart, ToastText } from '@dds/shared/toast';

const SLOT = '\u0000';

/**
 * The message formatted with a marker for each named value, cut at the markers: the text between
 * them, then each value's name at the place its language's word order puts it.
 */
function cut(format: (values: MessageValues) => string, names: readonly string[]): Array<string | { name: string }> {
  const marked = format(Object.fromEntries(names.map((name, i) => [name, `${SLOT}${i}${SLOT}`])));
  return marked.split(SLOT).map((part, i) => (i % 2 === 1 ? { name: names[Number(part)]! } : part));
}

/**
 * A translated sentence with elements in it ("A QR code paying <strong>DDS</strong> at …"): the
 * message is formatted with a marker for each element, then cut there, so each language puts the
 * elements where its word order wants them (docs/decisions/026-hindi.md §8).
 */
export function withElements(
  format: (values: MessageValues) => string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  return cut(format, Object.keys(elements)).map((part, i) =>
    typeof part === 'string' ? part : <Fragment key={i}>{elements[part.name]}</Fragment>,
  );
}

/**
 * The same for a toast, whose words are data, not elements (the shell's toast store,
 * `@dds/shared/toast`, docs/decisions/002): each named value is a piece with its own `lang` when it
 * has one (a server's English on a Hindi screen, ui/server-answer.tsx). A sentence with no marked
 * piece is a plain string, as every toast was before.
 */
export function withParts(
  format: (values: MessageValues) => string,
  parts: Readonly<Record<string, ToastPart>>,
): ToastText {
  const pieces = cut(format, Object.keys(parts))
    .map((part) => (typeof part === 'string' ? { text: part } : parts[part.name]!))
    .filter((part) => part.text !== '');
  if (!pieces.some((part) => part.lang)) return pieces.map((part) => part.text).join('');
  return pieces.map((part) => (part.lang ? { text: part.text, lang: part.lang } : { text: part.text }));
}
