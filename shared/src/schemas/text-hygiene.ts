/**
 * Character rules for text people type (docs/security.md). The same functions run in the browser and
 * on the server, so they use only regular expressions (no eval) with the `u` flag.
 *
 * Why these characters: control characters (null bytes, escape sequences) corrupt CSV exports and
 * terminals; bidirectional controls (U+202E and friends) reorder how a name is drawn, so "Asha" can
 * be made to look like someone else in the admin list; zero-width and other invisible format
 * characters make two different names look the same; lone surrogate halves are not text at all.
 */

/** Direction controls: LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/**
 * Not allowed in one-line fields (names, e-mails, phones, roll numbers): every control character
 * (C0, DEL, C1, so also tab and line breaks), line/paragraph separators, lone surrogates and every
 * invisible format character except ZWNJ/ZWJ (U+200C/U+200D), which Devanagari and other Indic
 * scripts need to choose between conjunct and half forms (e.g. "क्‍ष").
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;

/**
 * Not allowed in free text (messages, notes): control characters other than tab and newline
 * (CR is turned into LF first), lone surrogates and direction controls. Other format characters
 * stay: emoji sequences use ZWJ and tag characters.
 */
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n]|\p{Cs}/u;

/** Zero-width characters a copy-paste leaves at the ends of a field (ZWSP, word joiner, BOM). */
const EDGE_JUNK = /^[\s\u200B\u2060\uFEFF]+|[\s\u200B\u2060\uFEFF]+$/gu;

/** Trims white space and stray zero-width characters from both ends. */
export const trimInvisible = (value: string): string => value.replace(EDGE_JUNK, '');

/** Line breaks as LF: CRLF and lone CR from other systems, and the Unicode line/paragraph separators. */
export const normalizeNewlines = (value: string): string => value.replace(/\r\n?|[\u2028\u2029]/g, '\n');

/** True when a one-line field holds only characters people can see (plus ZWNJ/ZWJ and spaces). */
export const isCleanSingleLine = (value: string): boolean => !SINGLE_LINE_FORBIDDEN.test(value);

/** True when free text (after `normalizeNewlines`) holds no control or direction characters but tab and newline. */
export const isCleanMultiLine = (value: string): boolean =>
  !MULTI_LINE_FORBIDDEN.test(value) && !BIDI_CONTROL.test(value);

/** The message every field uses when it refuses a character. */
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed`;
