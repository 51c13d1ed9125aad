import type { IconName } from '../ui/icon';

/** A static card: docs/contract.md §3 "title, description, icon". */
export interface InfoCard {
  title: string;
  description: string;
  icon: IconName;
}

/*
 * The landing page's words are the owner's (useSiteText in ./site-content; shipped texts in
 * @dds/shared/schemas/site-text). What stays here is design: each card's icon, by position.
 */

export const ABOUT_FEATURE_ICONS: IconName[] = ['chat', 'monitor', 'award', 'briefcase', 'globe'];
export const HIGHLIGHT_ICONS: IconName[] = ['star', 'users', 'target', 'book', 'clock', 'monitor'];

/**
 * Cards with their icons, leaving out a card the owner emptied (title and description): a claim
 * that is no longer true is taken off the page, not left as an empty box.
 */
export function withIcons(
  cards: ReadonlyArray<{ title: string; description: string }>,
  icons: readonly IconName[],
  fallback: IconName = 'star',
): InfoCard[] {
  return cards.flatMap((card, i) => (card.title || card.description ? [{ ...card, icon: icons[i] ?? fallback }] : []));
}
