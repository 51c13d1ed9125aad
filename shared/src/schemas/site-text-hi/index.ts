import type { SiteText } from '../site-text-core';
import { HI_ABOUT } from './about';
import { HI_DONATION } from './donation';
import { HI_EMAILS } from './emails';
import { HI_HOME } from './home';
import { HI_COURSE_LISTS, HI_FORMS, HI_LEGAL } from './lists-forms-legal';
import { HI_FOOTER, HI_PAGES } from './pages';
import { HI_SERVICES } from './services';

/**
 * The institute's words in Hindi, as shipped (docs/decisions/026-hindi.md). Typed as the whole
 * `SiteText`, so a key the English has and the Hindi lacks fails `tsc`; the array lengths (cards,
 * figures, steps) are checked by site-text-hi.test.ts, with the placeholders and figures.
 */
export const HI_SITE_TEXT: SiteText = {
  home: HI_HOME,
  about: HI_ABOUT,
  services: HI_SERVICES,
  donation: HI_DONATION,
  pages: HI_PAGES,
  footer: HI_FOOTER,
  courseLists: HI_COURSE_LISTS,
  forms: HI_FORMS,
  legal: HI_LEGAL,
  emails: HI_EMAILS,
};
