import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_ABOUT: SiteText['about'] = {
  seo: {
    title: 'About Us',
    description: 'About DDS: our vision, our mission and messages from our director, CEO and manager.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'About DDS',
    lead: 'For more than 15 years we have taught spoken English, personality development and computer skills to the students of our region.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To make every young person in our town confident in English and skilled with computers, so that no opportunity is out of reach because of language or technology.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To offer practical, affordable, job-focused training in small batches, with certificates that count and placement support that continues after the course.',
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('about', EN_ABOUT);
