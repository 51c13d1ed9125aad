import type { SiteSettings } from '@dds/shared/schemas';
import { PLACEHOLDER, type SiteText } from '@dds/shared/schemas/site-text-core';

/** Privacy notice and terms: plain-language pages the footer links to (docs/contract.md §8); the words are the owner's (decision 021). */
export interface LegalSection {
  heading: string;
  body: string[];
}

/** How to reach the institute about your data: the details set in Settings, whichever are set. */
function howToReachUs({ email, phone }: Pick<SiteSettings, 'email' | 'phone'>): string {
  const ways = [email && `write to ${email}`, phone && `call ${phone}`].filter(Boolean);
  return ways.length ? ways.join(' or ') : 'contact the institute (see Contact Us at the foot of every page)';
}

/**
 * A paragraph with Settings' details in place of `{email}`, `{phone}` and `{contact}`; undefined
 * when it names a detail Settings does not hold — "write to ." must never reach a visitor, so the
 * page leaves the paragraph out, as it does an emptied one. `{contact}` always reads.
 */
export function fillLegalText(text: string, settings: Pick<SiteSettings, 'email' | 'phone'>): string | undefined {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'contact') return howToReachUs(settings);
    if (name === 'email' || name === 'phone') {
      if (!settings[name]) missing = true;
      return settings[name];
    }
    return whole; // the save refuses other names; an old row keeps its braces rather than vanish
  });
  return missing ? undefined : filled;
}

/** A page's sections as the visitor reads them: emptied paragraphs and sections left out. */
export function legalSections(
  page: SiteText['legal']['privacy'],
  settings: Pick<SiteSettings, 'email' | 'phone'>,
): LegalSection[] {
  return page.sections
    .map((s) => ({
      heading: s.heading.trim(),
      body: s.paragraphs
        .map((p) => (p.trim() ? fillLegalText(p, settings) : undefined))
        .filter((p): p is string => !!p),
    }))
    .filter((s) => s.heading || s.body.length);
}
