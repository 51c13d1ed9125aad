/**
 * The Hindi of the institute's own records — courses, leaders, testimonials, the prose settings —
 * as a **translation memory per record**: `{ englishText: hindiText }`, keyed by the English text a
 * Hindi text translates (gettext's msgid → msgstr, per record). Why, and what was rejected
 * (`*_hi` columns, a translations table per entity): docs/decisions/026-hindi.md §3 "Courses,
 * people and settings".
 *
 * One rule for every text (the same as the shipped site text's, now for the owner's Hindi too): a
 * Hindi text is shown only **while the English it translates is the current English**. Rewording
 * the English leaves its Hindi behind — the page shows the new English marked `lang="en"` and the
 * panel says "Missing in Hindi" — until someone writes the Hindi for the new words.
 *
 * Plain functions only: public pages import this file, and the save's zod schema lives in
 * ./content-hindi-schema so a page's first scripts do not carry zod.
 */
export type HindiMemory = Record<string, string>;

/** The Hindi of the shipped sample content (the seeded courses, the suggested roles), by English text. */
const shipped = new Map<string, string>();

/** Adds shipped Hindi (each `content-hi/register-*` module calls this once with its part). */
export function addShippedContentHindi(part: Record<string, string>): void {
  for (const [english, hindi] of Object.entries(part)) shipped.set(english, hindi);
}

/** The shipped Hindi of an English text, if it is one of the shipped sample texts. */
export const shippedContentHindi = (english: string): string | undefined => shipped.get(english);

/** The Hindi of `english`: the record's own, else the shipped one; undefined = missing. */
export function hindiOf(english: string, memory: HindiMemory | undefined): string | undefined {
  return ownHindi(english, memory) || shipped.get(english) || undefined;
}

/**
 * The record's own Hindi of `english`, '' when the owner emptied it, undefined when it has none. Own
 * keys only: an English text such as "constructor" must not find the object's prototype.
 */
export const ownHindi = (english: string, memory: HindiMemory | undefined): string | undefined =>
  memory && Object.hasOwn(memory, english) ? memory[english] : undefined;

/** Whether a text shows in English on a Hindi page (an empty English shows nothing, so it is never missing). */
export const isMissingHindi = (english: string, memory: HindiMemory | undefined): boolean =>
  english.trim() !== '' && hindiOf(english, memory) === undefined;

/** A text as a page in `language` shows it, and whether it is English standing in for missing Hindi. */
export function textInLanguage(
  english: string,
  memory: HindiMemory | undefined,
  language: string,
): { text: string; english: boolean } {
  if (language !== 'hi') return { text: english, english: false };
  const hindi = hindiOf(english, memory);
  return hindi === undefined ? { text: english, english: english.trim() !== '' } : { text: hindi, english: false };
}

/**
 * What a save stores: the entries that translate one of the record's current English texts, not
 * empty, and not the shipped Hindi of that text (typing the shipped words is no translation of the
 * owner's — as restoring, decision 021). An entry for English the record no longer has is dropped:
 * the memory never grows past the record's texts.
 */
export function keepCurrentHindi(englishTexts: readonly string[], memory: HindiMemory): HindiMemory {
  const current = new Set(englishTexts.filter((t) => t.trim() !== ''));
  return Object.fromEntries(
    Object.entries(memory).filter(
      ([english, hindi]) => current.has(english) && hindi.trim() !== '' && hindi !== shipped.get(english),
    ),
  );
}

/**
 * The Hindi a Hindi page shows of a record whose current English texts are `englishTexts`: for each,
 * the record's own Hindi, else the shipped one — `hindiOf`, resolved once. The server puts this in
 * a `/hi` page's content in place of the record's memory, so the browser needs no table of shipped
 * Hindi: it carries only the texts of the records the page has, and only while their English is the
 * shipped English (docs/decisions/026-hindi.md §3, "Cost").
 */
export function shownHindi(englishTexts: readonly string[], memory: HindiMemory | undefined): HindiMemory {
  // fromEntries, not assignment: an English text "__proto__" stays an entry of its own.
  return Object.fromEntries(
    englishTexts.flatMap((english) => {
      const hindi = english.trim() === '' ? undefined : hindiOf(english, memory);
      return hindi === undefined ? [] : [[english, hindi]];
    }),
  );
}

/** How many of `englishTexts` show in English on a Hindi page. */
export const countMissingHindi = (englishTexts: readonly string[], memory: HindiMemory | undefined): number =>
  englishTexts.filter((t) => isMissingHindi(t, memory)).length;

/** A stored memory (JSON text) as an object; anything unreadable is no Hindi at all. */
export function parseHindiMemory(json: string | null | undefined): HindiMemory {
  try {
    const value: unknown = JSON.parse(json || '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
