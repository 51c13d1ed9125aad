/**
 * Recognising the server's English answers, to show them in the reader's language (decision 026
 * §2 for the public site, §8 for the panel). The server speaks English — its words are the API's,
 * the shared schemas' messages and its routes' own — and each front end keeps a catalogue of those
 * answers as patterns: "{field} is required", where `{field}` stands for a phrase the same
 * catalogue knows (a field's name, a wait) and a number or a value shown as typed stands for
 * itself. A front end gives its English patterns and says which ids are whole answers and which
 * are phrases; `read` returns the answer in the other language, or the server's words as they came
 * when any part is unknown: English is better than a wrong or half-translated sentence.
 * Shared by both remotes (each bundles its own copy; only the stateful contract is federated,
 * decision 002).
 */
export interface ServerAnswerCatalogue<Id extends string> {
  /** Every pattern's English by id. */
  english: Readonly<Record<Id, string>>;
  /** Whole answers: "{field} is required", "Password changed." */
  isAnswer: (id: Id) => boolean;
  /** Words that stand in an answer's argument: "Email", "{count} minutes". */
  isPhrase: (id: Id) => boolean;
  /** Arguments shown as they came whatever they hold (a name, an e-mail address, a time). */
  asTyped?: ReadonlySet<string>;
}

/** Says one pattern of the catalogue in the reader's language, its arguments already translated. */
export type SayAnswer<Id extends string> = (id: Id, values: Record<string, string>) => string;

interface Pattern<Id> {
  id: Id;
  names: string[];
  regex: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = /^[\d.,]+$/;

/** "{field} is required" → /^(.+?) is required$/ with its argument names. */
function patternOf<Id extends string>(id: Id, english: string): Pattern<Id> {
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

function match<Id>(pattern: Pattern<Id>, text: string): Record<string, string> | undefined {
  const found = pattern.regex.exec(text);
  if (!found) return undefined;
  return Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1]!]));
}

/**
 * A reader of the server's answers over one catalogue. Its patterns are built on the first answer
 * read (an English reader never builds them).
 */
export function serverAnswerReader<Id extends string>(catalogue: ServerAnswerCatalogue<Id>) {
  let patterns: { answers: Pattern<Id>[]; phrases: Pattern<Id>[] } | undefined;
  const asTyped = catalogue.asTyped ?? new Set<string>();

  /** An argument's words: a number or a value shown as typed as it is, a known phrase said, else undefined. */
  const phraseIn = (
    say: SayAnswer<Id>,
    name: string,
    value: string,
    names: Readonly<Record<string, string>>,
  ): string | undefined => {
    if (asTyped.has(name) || NUMBER.test(value)) return value;
    if (Object.hasOwn(names, value)) return names[value];
    for (const phrase of patterns!.phrases) {
      const values = match(phrase, value);
      if (values && Object.values(values).every((v) => NUMBER.test(v))) return say(phrase.id, values);
    }
    return undefined;
  };

  /**
   * `message` in the language `say` speaks; as it came when it is not recognised whole. `names`: the
   * caller's own words for names the catalogue cannot hold (a field named from data, e.g. a site
   * text's "Top of the page › Main heading"), by the English the answer names it with.
   */
  return function read(message: string, say: SayAnswer<Id>, names: Readonly<Record<string, string>> = {}): string {
    if (!message) return message;
    if (!patterns) {
      const ids = Object.keys(catalogue.english) as Id[];
      const of = (id: Id) => patternOf(id, catalogue.english[id]);
      patterns = { answers: ids.filter(catalogue.isAnswer).map(of), phrases: ids.filter(catalogue.isPhrase).map(of) };
    }
    // The server's describeZodError puts "field: " before a message that does not name its field.
    const text = message.replace(/^[A-Za-z_][\w.]*: (?=\S)/, '');
    for (const pattern of patterns.answers) {
      const values = match(pattern, text);
      if (!values) continue;
      const local: Record<string, string> = {};
      for (const [name, value] of Object.entries(values)) {
        const words = phraseIn(say, name, value, names);
        if (words === undefined) return message;
        local[name] = words;
      }
      return say(pattern.id, local);
    }
    return message;
  };
}
