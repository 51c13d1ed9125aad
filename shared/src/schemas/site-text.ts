// The public site's words with the whole shipped English tree (docs/decisions/021-site-text.md):
// what the server and the admin panel import. The public site imports ./site-text-core and, beside
// each piece of code that shows some words, that section's ./site-text-en module, so a page's
// start-up carries only its own (docs/decisions/027-federation-start-up-and-static-css.md,
// "The site texts per page").
import { addShippedSiteText, type SiteText } from './site-text-core';
import { EN_ABOUT } from './site-text-en/about';
import { EN_COURSE_LISTS } from './site-text-en/course-lists';
import { EN_DONATION } from './site-text-en/donation';
import { EN_EMAILS } from './site-text-en/emails';
import { EN_FOOTER } from './site-text-en/footer';
import { EN_FORMS } from './site-text-en/forms';
import { EN_HOME } from './site-text-en/home';
import { EN_HOME_SEO } from './site-text-en/home-seo';
import { EN_LEGAL } from './site-text-en/legal';
import { EN_PAGES } from './site-text-en/pages';
import { EN_SERVICES } from './site-text-en/services';

export * from './site-text-core';

/** English, as shipped: a fresh install shows exactly these (docs/contract.md §1–§3). In page order. */
export const EN_SITE_TEXT: SiteText = {
  home: { seo: EN_HOME_SEO, ...EN_HOME },
  about: EN_ABOUT,
  services: EN_SERVICES,
  donation: EN_DONATION,
  pages: EN_PAGES,
  footer: EN_FOOTER,
  courseLists: EN_COURSE_LISTS,
  forms: EN_FORMS,
  legal: EN_LEGAL,
  emails: EN_EMAILS,
};
addShippedSiteText('en', EN_SITE_TEXT);
