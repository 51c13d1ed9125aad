// The public site's words, and how the words the owner saved replace the shipped ones
// (docs/decisions/021-site-text.md): the shape, and the functions, no zod — the public site
// bundles this (its pages read every text through it) and must not pull in the schemas. The
// shipped words are in ./site-text-en (English, by section) and ./site-text-hi; ./site-text is
// this with the whole English tree, for the server and the admin panel.

/** The languages texts are stored in (docs/decisions/026-hindi.md): English and Hindi. */
export const CONTENT_LANGUAGES = ['en', 'hi'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

/** A heading and line of a card (its icon is the page's design, not copy). */
interface CardText {
  title: string;
  description: string;
}
interface PageSeo {
  /** The page's <title> (the institute's name is added after it) and its share card's title. */
  title: string;
  /** The search result snippet and the share card's description. */
  description: string;
}
/**
 * A page's top: the small line above the heading, the heading (the page's h1) and the
 * introduction under it. The admission page's introduction may say `{count}`: the number of
 * courses the form offers, filled in as the page is drawn.
 */
interface PageTop {
  eyebrow: string;
  heading: string;
  lead: string;
}
interface ServiceText extends PageSeo {
  eyebrow: string;
  lead: string;
  cards: CardText[];
}

/**
 * Every text of the public site, as a tree: a leaf's path is its key ("home.hero.headline",
 * "home.highlights.cards.2.title"). The shape is fixed by the pages (how many figures, cards and
 * steps there are); the owner changes the words. the contract's texts and counts are these defaults.
 */
export interface SiteText {
  home: {
    seo: PageSeo;
    hero: {
      eyebrow: string;
      headline: string;
      lead: string;
      featuredTitle: string;
      placement: string;
      figures: Array<{ value: string; label: string }>;
      primaryCta: string;
      secondaryCta: string;
    };
    about: { eyebrow: string; title: string; paragraphs: string[]; features: CardText[] };
    highlights: { eyebrow: string; title: string; cards: CardText[] };
    banner: { title: string; cta: string };
    courseGrid: { eyebrow: string; title: string; lead: string };
  };
  about: {
    seo: PageSeo;
    hero: { eyebrow: string; title: string; lead: string };
    vision: { title: string; text: string };
    mission: { title: string; text: string };
  };
  services: Record<'digital' | 'social' | 'seo' | 'content' | 'graphic' | 'videoediting' | 'web', ServiceText>;
  donation: {
    seo: PageSeo;
    hero: { eyebrow: string; title: string; lead: string };
    claimsTitle: string;
    claims: CardText[];
    steps: string[];
  };
  /** The other pages' titles; those with a top of their own (heading, line above it, introduction) have its words too. */
  pages: Record<'registration' | 'inquiry' | 'businessInquiry', PageSeo> &
    Record<'admission' | 'certificate' | 'photos' | 'videos', PageSeo & PageTop>;
  footer: { slogan: string; blurb: string };
  /** The Offline and Online courses pages' top (the course cards are the courses' own records). */
  courseLists: Record<'offline' | 'online', { eyebrow: string; title: string; lead: string; description: string }>;
  /**
   * Each form's heading and the line under it. Not the field labels docs/contract.md names nor its §5
   * messages: those are the form's contract and stay in code.
   */
  forms: {
    inquiry: FormText;
    businessInquiry: FormText;
    admission: FormText;
    certificate: FormText;
    registration: { bannerTitle: string; title: string; lead: string; button: string };
    donation: { title: string };
  };
  /**
   * The privacy notice and the terms. A paragraph may name Settings' details with `{email}`,
   * `{phone}` or `{contact}` (whichever of e-mail and phone are set, in words), filled in when the
   * page is drawn, so changing the e-mail in Settings changes every page (SITE_TEXT_PLACEHOLDERS).
   */
  legal: { privacy: LegalText; terms: LegalText };
  /**
   * The e-mails a visitor gets (server/src/features/visitor-mail): per kind a subject, a greeting
   * and paragraphs, one line each. `{name}`, `{course}`, `{receipt}` and `{amount}` are filled in
   * when the mail is written; the institute's phone, WhatsApp and office hours come from Settings.
   */
  emails: {
    inquiry: VisitorMailText;
    businessInquiry: VisitorMailText;
    admission: VisitorMailText;
    donationThanks: VisitorMailText;
    receipt: VisitorMailText;
    common: { contactHeading: string; signOff: string; unsubscribe: string };
  };
}

interface FormText {
  title: string;
  lead: string;
}
interface LegalText {
  title: string;
  lead: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

interface VisitorMailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}

/**
 * The shipped texts per language. English comes in sections, each a module of its own
 * (`./site-text-en/<section>`) that adds itself when imported: the public site imports a section
 * beside the code that shows it, so a page's start-up carries only its own words (the home page's
 * first tap needs `home` and `footer`, not the services' cards nor the e-mails the server sends —
 * docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page"); the server
 * and the admin panel import `./site-text`, which adds the whole tree. Another language's tree is
 * added whole by its own module (`./site-text-hi/register`), so only the code that shows Hindi
 * carries Hindi: the server imports it at start, a `/hi` page loads it before its first render, and
 * an English page never downloads it (6.8 KB gzip; Lingui's `i18n.load` before `activate` is the
 * same idea). A language not added (yet) resolves to the English, marked as such by `siteTextFallbacks`.
 *
 * `english` has only the sections added so far: what `resolveSiteText` answers is typed as the
 * whole tree, and a page reads only the sections its code imported.
 */
let english = {} as SiteText;
const SITE_TEXT_DEFAULTS: Partial<Record<ContentLanguage, SiteText>> = {};
const shippedIn = (language: ContentLanguage): SiteText | undefined =>
  language === DEFAULT_LANGUAGE ? english : SITE_TEXT_DEFAULTS[language];

/** The shipped texts as key → text maps, made when first read (English: `keys`). */
let keys: Map<string, string> | undefined;
const shippedByLanguage: Partial<Record<ContentLanguage, Map<string, string>>> = {};

/** How many times texts were added: a cache of resolved texts is good while this stays the same. */
let additions = 0;
export const shippedSiteTextVersion = (): number => additions;

function added(language: ContentLanguage): void {
  additions += 1;
  delete shippedByLanguage[language];
  if (language === DEFAULT_LANGUAGE) keys = undefined;
}

/** Adds a language's shipped texts, the whole tree (Hindi's `register` module, and `./site-text` for the English). */
export function addShippedSiteText(language: ContentLanguage, tree: SiteText): void {
  if (language === DEFAULT_LANGUAGE) english = tree;
  else SITE_TEXT_DEFAULTS[language] = tree;
  added(language);
}

/**
 * Adds a section of the shipped English, or a part of one (its `./site-text-en/<section>` module
 * calls this once): the home page's title comes apart from its landing sections' words, which only
 * the server's HTML shows on a first visit.
 */
export function addEnglishSiteText<K extends keyof SiteText>(section: K, part: Partial<SiteText[K]>): void {
  const current: Partial<SiteText[K]> | undefined = english[section];
  if (current && Object.entries(part).every(([key, value]) => current[key as keyof SiteText[K]] === value)) return;
  english = { ...english, [section]: { ...current, ...part } };
  added(DEFAULT_LANGUAGE);
}

/** Whether a language's shipped texts are here (a `/hi` page waits for this before rendering). */
export const hasShippedSiteText = (language: ContentLanguage): boolean => shippedIn(language) !== undefined;

/** What the owner saved, per language and key (only the texts that differ from the shipped ones). */
export type SiteTextOverrides = Partial<Record<ContentLanguage, Record<string, string>>>;

type Node = string | Node[] | { [k: string]: Node };

/** Every text's key and shipped value, in page order ("home.hero.headline" → "Learn English & …"). */
export function siteTextEntries(tree: SiteText = english): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: Node, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}.${i}`));
    else for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(tree as unknown as Node, '');
  return out;
}

/** The shipped English text of a key, or undefined for a key the site does not have (or whose section is not added). */
export const defaultSiteText = (key: string): string | undefined => (keys ??= new Map(siteTextEntries())).get(key);

function shippedTexts(language: ContentLanguage): Map<string, string> {
  const tree = shippedIn(language);
  if (!tree) return new Map(); // not added: every text falls back to the English
  return (shippedByLanguage[language] ??= new Map(siteTextEntries(tree)));
}

/** The shipped text of a key in `language` (the English where the catalogue has none), or undefined for a key the site does not have. */
export const shippedSiteText = (key: string, language: ContentLanguage): string | undefined =>
  shippedTexts(language).get(key) ?? defaultSiteText(key);

/**
 * One text in `language`, and whether it is English standing in for a missing translation. In
 * order: the owner's text in that language; else the shipped translation — but only while the
 * English it translates is still the site's (once the owner rewords or empties the English, a
 * shipped Hindi would go on saying what the English no longer says: a figure taken back in English
 * would stay on the Hindi page); else the owner's English; else the shipped English.
 */
function textIn(
  overrides: SiteTextOverrides | undefined,
  language: ContentLanguage,
  key: string,
  shippedEnglish: string,
): { text: string; english: boolean } {
  const own = overrides?.[language]?.[key];
  if (own !== undefined) return { text: own, english: language === DEFAULT_LANGUAGE };
  const ownEnglish = overrides?.en?.[key];
  if (language !== DEFAULT_LANGUAGE && ownEnglish === undefined) {
    const shipped = shippedTexts(language).get(key);
    if (shipped !== undefined) return { text: shipped, english: false };
  }
  return { text: ownEnglish ?? shippedEnglish, english: true };
}

/**
 * The texts a page shows in `language`, text by text as `textIn` decides (Payload's and Strapi's
 * fallback locale, made aware of the owner's English). The English added so far gives the shape. With
 * nothing saved the shipped tree itself is answered (no copy, nothing to walk).
 */
export function resolveSiteText(
  overrides: SiteTextOverrides | undefined,
  language: ContentLanguage = DEFAULT_LANGUAGE,
): SiteText {
  const nothingSaved = !Object.keys(overrides?.en ?? {}).length && !Object.keys(overrides?.[language] ?? {}).length;
  const shipped = shippedIn(language);
  if (nothingSaved && shipped) return shipped;
  const walk = (node: Node, path: string): Node => {
    if (typeof node === 'string') return textIn(overrides, language, path, node).text;
    if (Array.isArray(node)) return node.map((n, i) => walk(n, `${path}.${i}`));
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
  };
  return walk(english as unknown as Node, '') as unknown as SiteText;
}

/**
 * The keys whose text on a `language` page is English standing in for a missing translation (never
 * on English pages; an empty text is left out — nothing shows, so nothing is in the wrong
 * language). The page marks those elements `lang="en"` so a screen reader reads them in English.
 */
export function siteTextFallbacks(overrides: SiteTextOverrides | undefined, language: ContentLanguage): Set<string> {
  const out = new Set<string>();
  if (language === DEFAULT_LANGUAGE) return out;
  for (const [key, shippedEnglish] of siteTextEntries()) {
    const { text, english } = textIn(overrides, language, key, shippedEnglish);
    if (english && text.trim()) out.add(key);
  }
  return out;
}

/**
 * The placeholders a text may use, by key: the legal pages name Settings' e-mail and phone.
 * Checked on save (an unknown `{name}` would reach visitors as typed) and filled by the page.
 */
export const SITE_TEXT_PLACEHOLDERS: Array<{ keys: RegExp; names: readonly string[] }> = [
  { keys: /^legal\./, names: ['email', 'phone', 'contact'] },
  { keys: /^pages\.admission\.lead$/, names: ['count'] },
];
export const siteTextPlaceholders = (key: string): readonly string[] =>
  SITE_TEXT_PLACEHOLDERS.find((p) => p.keys.test(key))?.names ?? [];
/** `{word}` in a text, as the placeholder check and the filling read it. */
export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** `text` with each `{name}` that `values` has filled in; other braces stay as typed. */
export const fillSiteText = (text: string, values: Record<string, string | number>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
