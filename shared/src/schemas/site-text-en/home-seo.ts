import { addEnglishSiteText, type SiteText } from '../site-text-core';

/**
 * The home page's title and search snippet: all of the home page's words its code renders once the
 * app starts (a first tap). The rest of them (./home) is drawn by the landing sections, which the
 * server's HTML shows and the app does not hydrate (decision 027, "The site texts per page").
 */
export const EN_HOME_SEO: SiteText['home']['seo'] = {
  title: 'Learn English & Computer Skills',
  description:
    'DDS: spoken English, personality development, DCA, ADCA, Tally, programming and digital marketing courses with 100% job placement assistance.',
};

addEnglishSiteText('home', { seo: EN_HOME_SEO });
