import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_EMAILS: SiteText['emails'] = {
  inquiry: {
    subject: 'We have your question, {name}',
    greeting: 'Dear {name},',
    paragraphs: [
      'Thank you for writing to DDS. Your question has reached our office.',
      'What happens next: a counsellor will call you on the number you gave, usually within one working day, to answer it and tell you about batches and fees.',
      'If it is urgent, call or WhatsApp us during office hours.',
    ],
  },
  businessInquiry: {
    subject: 'We have your message about your project, {name}',
    greeting: 'Dear {name},',
    paragraphs: [
      'Thank you for telling DDS about your project. Your message has reached our team.',
      'What happens next: someone from our team will call you on the number you gave, usually within one working day, to understand what you need.',
      'If it is urgent, call or WhatsApp us during office hours.',
    ],
  },
  admission: {
    subject: 'Your admission form for {course} has reached DDS',
    greeting: 'Dear {name},',
    paragraphs: [
      'Thank you for applying for {course} at DDS. Your form has reached our office.',
      'What happens next: our office will call you within two working days to confirm your batch, timings and fees. Please keep a photo ID ready for your first visit.',
    ],
  },
  donationThanks: {
    subject: 'Thank you for your donation, {name}',
    greeting: 'Dear {name},',
    paragraphs: [
      'Thank you for supporting the students of DDS. Your payment screenshot has reached us.',
      'What happens next: our office matches every payment with the bank statement. Once yours is verified, we will e-mail you a numbered receipt as a PDF.',
    ],
  },
  receipt: {
    subject: 'Your DDS donation receipt {receipt}',
    greeting: 'Dear {name},',
    paragraphs: [
      'Our office has verified your donation of {amount}. Thank you once again.',
      'Your receipt {receipt} is attached to this e-mail as a PDF. Please keep it for your records.',
    ],
  },
  common: {
    contactHeading: 'To reach us',
    signOff: 'With regards, the DDS office',
    unsubscribe:
      'You get this e-mail because you used a form on the DDS website. To get no more e-mails from us, open this link:',
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('emails', EN_EMAILS);
