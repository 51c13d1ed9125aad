import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_DONATION: SiteText['donation'] = {
  seo: {
    title: 'Donation Box',
    description:
      'Support students at DDS with a UPI donation. Tax-exempt with receipts, and monthly reports of how every rupee is used.',
  },
  hero: {
    eyebrow: 'Support a student',
    title: 'Donation Box',
    lead: 'Your gift pays the fees of students who cannot afford them, and buys computers and books for our classrooms.',
  },
  claimsTitle: 'Why give to DDS',
  claims: [
    {
      title: 'Tax-exempt with receipts',
      description: 'Every donation gets a receipt you can use for tax exemption.',
    },
    { title: 'Monthly reports', description: 'We publish a report every month of how donations were used.' },
    { title: 'Direct to students', description: 'Fees, books and equipment for learners who need them.' },
  ],
  steps: [
    'Tap Donate Now and pay any amount by UPI.',
    'Take a screenshot of the successful payment.',
    'Send us your name, e-mail and the screenshot.',
  ],
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('donation', EN_DONATION);
