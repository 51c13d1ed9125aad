/**
 * The part of ICU MessageFormat the interface catalogues use, formatted at run time (decision 026
 * §2 explains why not Lingui's runtime): `{name}` (the value as given: a caller formats numbers and
 * dates first: public-site/src/i18n/format.ts), `{count, plural, =0 {…} one {…} other {…}}` with `#` for the number
 * in the page's locale, and `{kind, select, a {…} other {…}}`. Branches nest. No apostrophe quoting:
 * a catalogue never needs a literal brace (each catalogues.test.ts parses every message).
 * Shared by the public site's and the admin panel's catalogues (decision 026 §2, §8); each remote
 * bundles its own copy (only the stateful contract is federated: decision 002).
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Thrown for a message the subset cannot read (an unclosed brace, a plural without `other`). */
export class MessageSyntaxError extends Error {}

const ARGUMENT = /\s*([A-Za-z_]\w*)\s*(?:,\s*(plural|select)\s*,)?\s*/y;
const OPTION = /\s*(=\d+|[A-Za-z_]\w*)\s*\{/y;

export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  let at = 0;

  /** Text up to the end of the message or of the current branch (its `}`, left for the caller). */
  const text = (count: number | undefined): string => {
    let out = '';
    while (at < message.length && message[at] !== '}') {
      const char = message[at]!;
      if (char === '{') out += argument(count);
      else if (char === '#' && count !== undefined) {
        out += new Intl.NumberFormat(locale).format(count);
        at += 1;
      } else {
        out += char;
        at += 1;
      }
    }
    return out;
  };

  /** `{…}` at `at`: a simple argument, or a plural or select with its branches (`#` is the innermost plural's). */
  const argument = (outer: number | undefined): string => {
    const start = at;
    ARGUMENT.lastIndex = at + 1;
    const head = ARGUMENT.exec(message);
    if (!head) throw new MessageSyntaxError(`Unreadable argument at ${start} in "${message}"`);
    at = ARGUMENT.lastIndex;
    const [, name, kind] = head as unknown as [string, string, 'plural' | 'select' | undefined];
    const value = values[name];
    if (!kind) {
      if (message[at] !== '}') throw new MessageSyntaxError(`Unclosed argument at ${start} in "${message}"`);
      at += 1;
      return value === undefined ? message.slice(start, at) : String(value);
    }
    const branches = new Map<string, () => string>();
    const count = kind === 'plural' ? Number(value) : outer;
    for (;;) {
      OPTION.lastIndex = at;
      const option = OPTION.exec(message);
      if (!option) break;
      at = OPTION.lastIndex;
      const from = at;
      text(count); // parsed once to find the branch's end; formatted again only if chosen
      if (message[at] !== '}') throw new MessageSyntaxError(`Unclosed branch at ${from} in "${message}"`);
      const end = at;
      branches.set(option[1]!, () => {
        const resume = at;
        at = from;
        const chosen = text(count);
        at = resume;
        return chosen;
      });
      at = end + 1;
    }
    while (message[at] === ' ') at += 1;
    if (message[at] !== '}' || !branches.has('other'))
      throw new MessageSyntaxError(`A ${kind} needs an "other" branch and a closing brace at ${start} in "${message}"`);
    at += 1;
    const key =
      kind === 'select'
        ? String(value)
        : branches.has(`=${count}`)
          ? `=${count}`
          : new Intl.PluralRules(locale).select(count ?? NaN);
    return (branches.get(key) ?? branches.get('other')!)();
  };

  const out = text(undefined);
  if (at < message.length) throw new MessageSyntaxError(`Unexpected "}" at ${at} in "${message}"`);
  return out;
}

/** The arguments a message names (`{year}`, `{count, plural, …}`), in order of first use. */
export function messageArguments(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!))];
}
