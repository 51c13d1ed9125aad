import type { SiteText } from '@dds/shared/schemas/site-text-core';
import type { IconName } from '../ui/icon';
import { withIcons, type InfoCard } from './home';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/services';

/** The marketing and creative services DDS sells (docs/contract.md §2). Card counts: digital 8, others 6. */
export interface ServicePage {
  slug: 'digital' | 'social' | 'seo' | 'content' | 'graphic' | 'videoediting' | 'web';
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  cards: InfoCard[];
}

/** Each service page's card icons, by position: design, not copy (the words are the owner's). */
const SERVICE_ICONS: Record<ServicePage['slug'], IconName[]> = {
  digital: ['search', 'share', 'target', 'pen', 'mail', 'chat', 'pin', 'chart'],
  social: ['target', 'palette', 'film', 'megaphone', 'users', 'chart'],
  seo: ['search', 'pen', 'code', 'pin', 'share', 'chart'],
  content: ['monitor', 'book', 'chat', 'receipt', 'film', 'pen'],
  graphic: ['star', 'palette', 'share', 'receipt', 'layers', 'monitor'],
  videoediting: ['film', 'play', 'users', 'megaphone', 'layers', 'chat'],
  web: ['globe', 'receipt', 'code', 'target', 'shield', 'layers'],
};

/** A service page as the visitor reads it: the owner's words (or the shipped ones) with the page's icons. */
export function servicePage(texts: SiteText, slug: ServicePage['slug']): ServicePage {
  const text = texts.services[slug];
  return {
    slug,
    eyebrow: text.eyebrow,
    title: text.title,
    lead: text.lead,
    description: text.description,
    cards: withIcons(text.cards, SERVICE_ICONS[slug]),
  };
}
