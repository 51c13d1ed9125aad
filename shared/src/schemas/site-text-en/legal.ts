import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_LEGAL: SiteText['legal'] = {
  privacy: {
    title: 'Privacy Notice',
    lead: 'What personal data our forms collect, why, and what you can ask us to do with it.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Inquiry form: your name, e-mail, phone number, the course you are interested in and your message.',
          'Admission form: your name, e-mail, phone number, chosen course and mode (online or offline).',
          'Donation form: your name, e-mail and the screenshot of your UPI payment.',
          'Certificate lookup: the name, roll number and date of birth you type, only to find your certificate.',
        ],
      },
      {
        heading: 'Why we collect it',
        paragraphs: [
          'Only to answer your inquiry, process your admission, acknowledge and receipt your donation, or give you your certificate. We do not sell or share your details for advertising.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Inquiries and admissions are kept while they are useful to serve you and then deleted. Donation records are kept as long as tax law requires.',
        ],
      },
      { heading: 'Your choices', paragraphs: ['To see, correct or delete your details, {contact}.'] },
    ],
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The simple rules for our courses, certificates, donations and this website.',
    sections: [
      {
        heading: 'Courses and fees',
        paragraphs: [
          'Course content, duration and fees can change; the details confirmed at admission apply to your batch.',
        ],
      },
      {
        heading: 'Certificates',
        paragraphs: [
          'Certificates are issued to students who complete the course and its assessment. The online lookup gives you a copy of the certificate we hold for you.',
        ],
      },
      {
        heading: 'Donations',
        paragraphs: [
          'Donations are voluntary and used for student support and teaching equipment. Receipts are issued for verified payments.',
        ],
      },
      {
        heading: 'Website use',
        paragraphs: [
          'Please do not misuse the forms on this website. Content on this site belongs to the institute unless stated otherwise.',
        ],
      },
    ],
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('legal', EN_LEGAL);
