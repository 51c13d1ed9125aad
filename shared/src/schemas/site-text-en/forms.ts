import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_FORMS: SiteText['forms'] = {
  inquiry: {
    title: 'Student Inquiry Form',
    lead: 'Tell us what you want to learn — our counsellor will call you back within a day.',
  },
  businessInquiry: {
    title: 'Talk to us about your project',
    lead: 'Tell us about your business and what you need — our team will call you back within a day.',
  },
  admission: {
    title: 'Apply for admission',
    lead: 'Fill in your details and choose a course. Our office will confirm your seat and batch timing.',
  },
  certificate: { title: 'Find your certificate', lead: 'Enter your details exactly as given at admission.' },
  registration: {
    bannerTitle: 'Registration Form',
    title: 'Register for a course',
    lead: 'Registration is done with our admission form: choose your course and mode (online or offline), and we will call you to confirm your batch.',
    button: 'Fill in the admission form',
  },
  donation: { title: 'Donate by UPI' },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('forms', EN_FORMS);
