import {
  SITE_TEXT_PAGES,
  SITE_TEXT_PART_LABELS,
  siteTextLabel,
  type SiteTextBlock,
} from '@dds/shared/schemas/site-text-edit';

/** One section of a page on the screen (the hero, the highlights, a service page), its texts in page order. */
export interface TextSection {
  id: string;
  label: string;
  blocks: SiteTextBlock[];
  /** A text's name inside its section ("Card 3 › Title" rather than "Highlights › Card 3 › Title"). */
  labelOf: (key: string) => string;
}

/** How the screen names a page and a key's part (the admin's language; English: the shared names). */
export interface TextNames {
  page: (id: string) => string;
  part: (part: string) => string;
}

export const ENGLISH_NAMES: TextNames = {
  page: (id) => SITE_TEXT_PAGES.find((p) => p.id === id)?.label ?? id,
  part: (part) => SITE_TEXT_PART_LABELS[part] ?? part,
};

/**
 * A page's texts by section: the second part of the key ("home.hero.*" is the hero). A key of two
 * parts (the footer's slogan and blurb) belongs to its page's one section.
 */
export function sectionsOf(blocks: SiteTextBlock[], names: TextNames = ENGLISH_NAMES): TextSection[] {
  const sections = new Map<string, TextSection>();
  for (const block of blocks) {
    const parts = block.key.split('.');
    const id = parts.length > 2 ? parts.slice(0, 2).join('.') : parts[0]!;
    let section = sections.get(id);
    if (!section) {
      const label = id.includes('.') ? siteTextLabel(id, names.part) : names.page(id);
      const prefix = id.includes('.') ? `${label} › ` : '';
      section = {
        id,
        label,
        blocks: [],
        labelOf: (key) => siteTextLabel(key, names.part).slice(prefix.length) || label,
      };
      sections.set(id, section);
    }
    section.blocks.push(block);
  }
  return [...sections.values()];
}

/** What a text reads as on the site now or after the draft is saved: draft, else the owner's words, else the original. */
export const shownText = (block: SiteTextBlock, draft: string | undefined) => draft ?? block.value ?? block.original;
