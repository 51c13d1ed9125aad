import { z } from 'zod';
import { optionalText } from './common';
import {
  CONTENT_LANGUAGES,
  defaultSiteText,
  PLACEHOLDER,
  siteTextEntries,
  siteTextPlaceholders,
  type ContentLanguage,
} from './site-text';
import { baseVersionSchema } from './versioned';

// Editing the public site's texts (docs/decisions/021-site-text.md): what the admin panel's
// "Site text" screen lists and sends, and what the server checks, with the same schemas. Imported
// by its own path: only the panel and the server use it (the public site reads ./site-text).

/** The pages of the site, in the order the screen lists them; a text's page is its key's first part. */
export const SITE_TEXT_PAGES = [
  { id: 'home', label: 'Home page', path: '/' },
  { id: 'about', label: 'About us', path: '/about1' },
  { id: 'services', label: 'Service pages', path: '/digital' },
  { id: 'donation', label: 'Donation page', path: '/donation' },
  { id: 'pages', label: 'Other pages: tops, titles and descriptions', path: '/AdmissionForm' },
  { id: 'footer', label: 'Footer (every page)', path: '/' },
  { id: 'courseLists', label: 'Course list pages', path: '/offlinecourses' },
  { id: 'forms', label: 'Forms: headings and introductions', path: '/inquiryform' },
  { id: 'legal', label: 'Privacy notice and terms', path: '/privacy' },
  { id: 'emails', label: 'E-mails to visitors', path: null },
] as const;
export type SiteTextPage = (typeof SITE_TEXT_PAGES)[number]['id'];

/** Words for the parts of a key, so "home.highlights.cards.2.title" reads "Highlights › Card 3 › Title". */
export const SITE_TEXT_PART_LABELS: Readonly<Record<string, string>> = {
  seo: 'Search and share',
  hero: 'Top of the page',
  eyebrow: 'Small line above the heading',
  headline: 'Main heading',
  lead: 'Introduction',
  featuredTitle: 'Featured courses heading',
  placement: 'Placement claim',
  figures: 'Figure',
  value: 'Number',
  label: 'Says',
  primaryCta: 'First button',
  secondaryCta: 'Second button',
  about: 'About',
  paragraphs: 'Paragraph',
  features: 'Feature',
  highlights: 'Highlights',
  cards: 'Card',
  claims: 'Claim',
  steps: 'Step',
  banner: 'Logo banner',
  cta: 'Button',
  courseGrid: 'Course grid',
  claimsTitle: 'Claims heading (read aloud by screen readers)',
  vision: 'Vision',
  mission: 'Mission',
  text: 'Text',
  title: 'Title',
  description: 'Description',
  digital: 'Digital Marketing',
  social: 'Social Media',
  content: 'Content Writing',
  graphic: 'Graphic Design',
  videoediting: 'Video Editing',
  web: 'Web Development',
  admission: 'Admission form',
  registration: 'Registration form',
  certificate: 'Certificate download',
  photos: 'Photos',
  videos: 'Videos',
  inquiry: 'Student inquiry',
  businessInquiry: 'Business inquiry',
  slogan: 'Slogan (scrolls under the logo)',
  blurb: 'About the institute',
  emails: 'E-mails to visitors',
  offline: 'Offline Courses page',
  online: 'Online Courses page',
  donation: 'Donation form',
  bannerTitle: 'Banner heading',
  button: 'Button',
  privacy: 'Privacy Notice',
  terms: 'Terms of Service',
  sections: 'Section',
  heading: 'Heading',
  donationThanks: 'Donor: thank-you',
  receipt: 'Donor: receipt',
  common: 'Every e-mail',
  subject: 'Subject',
  greeting: 'Greeting',
  contactHeading: 'Heading above the phone numbers and office hours',
  signOff: 'Sign-off',
  unsubscribe: 'Unsubscribe line (the link follows it)',
};

/**
 * "home.hero.figures.1.value" → "Top of the page › Figure 2 › Number" (the page is the screen's
 * group). `word` names a part in another language (the admin panel's Hindi, docs/decisions/026-hindi.md §8).
 */
export function siteTextLabel(
  key: string,
  word: (part: string) => string = (part) => SITE_TEXT_PART_LABELS[part] ?? part,
): string {
  const parts = key.split('.').slice(1);
  const words: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part) && words.length) words[words.length - 1] += ` ${Number(part) + 1}`;
    else words.push(word(part));
  }
  return words.join(' › ');
}

/** The texts a page's visitor reads as a title or a line: bounded, one line each. */
const LONG_TEXT = /(\.lead|\.text|\.paragraphs\.\d+|\.description|\.blurb|^emails\.common\.unsubscribe)$/;
/**
 * The texts that may be left empty: the page then leaves them out. Claims and figures above all —
 * the owner must be able to take back a claim that is no longer true (consumer-protection rules on
 * coaching advertising), not only reword it. Headings, buttons and page titles must say something.
 */
const MAY_BE_EMPTY =
  /(\.placement|\.figures\.\d+\.(value|label)|\.cards\.\d+\.(title|description)|\.claims\.\d+\.(title|description)|\.features\.\d+\.(title|description)|\.paragraphs\.\d+|\.steps\.\d+|\.eyebrow|\.lead|\.slogan|\.blurb|^legal\.\w+\.sections\.\d+\.heading)$/;

export const siteTextMaxLength = (key: string) => (LONG_TEXT.test(key) ? 600 : 160);
export const siteTextMayBeEmpty = (key: string) => MAY_BE_EMPTY.test(key);

/** The `{word}`s of a text that its key does not fill (see SITE_TEXT_PLACEHOLDERS), each once. */
export function unknownPlaceholders(key: string, value: string): string[] {
  const allowed = siteTextPlaceholders(key);
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((name) => !allowed.includes(name));
}

const listOf = (names: readonly string[]) =>
  names
    .map((n) => `{${n}}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

/** One text's value, checked the same way in the panel (as it is typed) and on the server. */
export function siteTextValueSchema(key: string) {
  const label = siteTextLabel(key) || 'Text';
  const text = optionalText(label, siteTextMaxLength(key));
  const filled = text.superRefine((v, issue) => {
    // Only where the page fills placeholders: elsewhere braces are just characters.
    const allowed = siteTextPlaceholders(key);
    const unknown = allowed.length ? unknownPlaceholders(key, v) : [];
    if (unknown.length)
      issue.addIssue({
        code: 'custom',
        message: `${label}: ${listOf(unknown.map((n) => n))} is not a detail the page can fill in; use ${listOf(allowed)}`,
      });
  });
  return siteTextMayBeEmpty(key) ? filled : filled.refine((v) => v.length > 0, `${label} cannot be empty`);
}

export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES, {
  error: `Language must be one of: ${CONTENT_LANGUAGES.join(', ')}`,
});

/**
 * A save of one text: its new words (`null`: back to the shipped text) in one language, and the
 * version the screen loaded (no silent overwrites, docs/decisions/012-no-silent-overwrites.md).
 */
export const siteTextSaveSchema = z.object({
  language: contentLanguageSchema.default('en'),
  value: z.string({ error: 'Text must be text' }).nullable(),
  version: baseVersionSchema.optional(),
});

export const isSiteTextKey = (key: string): boolean => defaultSiteText(key) !== undefined;

/** One text as the panel lists it: the shipped words, the owner's (null: the shipped ones show), its version. */
export interface SiteTextBlock {
  key: string;
  language: ContentLanguage;
  value: string | null;
  original: string;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

/** GET /api/admin/site-text */
export interface SiteTextList {
  language: ContentLanguage;
  blocks: SiteTextBlock[];
}

/** Every key of the site, in page order (the screen's order). */
export const SITE_TEXT_KEYS: readonly string[] = siteTextEntries().map(([key]) => key);

export const SITE_TEXT_PATH = '/api/admin/site-text';
export const siteTextItemPath = (key: string) => `${SITE_TEXT_PATH}/${encodeURIComponent(key)}`;
