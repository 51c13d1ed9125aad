import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@dds/shared/i18n/message-format';

const SLOT = '\u0000';

/**
 * A translated sentence with elements in it ("A QR code paying <strong>DDS</strong> at …"): the
 * message is formatted with a marker for each element, then cut there, so each language puts the
 * elements where its word order wants them (docs/decisions/026-hindi.md §8).
 */
export function withElements(
  format: (values: MessageValues) => string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(elements);
  const marked = format(Object.fromEntries(names.map((name, i) => [name, `${SLOT}${i}${SLOT}`])));
  return marked
    .split(SLOT)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part));
}
