import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_FOOTER: SiteText['footer'] = {
  slogan: 'Speak with confidence • Code with skill • Build your career with DDS',
  blurb:
    'DDS trains students of our town in spoken English, personality development and computer skills — from typing and Tally to full-stack programming — with a focus on real jobs.',
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('footer', EN_FOOTER);
