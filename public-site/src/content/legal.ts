import type { SiteSettings } from '@dds/shared/schemas';

/** Privacy notice and terms: plain-language pages the footer links to (issue 3). */
export interface LegalSection {
  heading: string;
  body: string[];
}

/** How to reach the institute about your data: the details set in Settings, whichever are set. */
function howToReachUs({ email, phone }: Pick<SiteSettings, 'email' | 'phone'>): string {
  const ways = [email && `write to ${email}`, phone && `call ${phone}`].filter(Boolean);
  return ways.length ? ways.join(' or ') : 'contact the institute (see Contact Us at the foot of every page)';
}

export const privacyNotice = (settings: Pick<SiteSettings, 'email' | 'phone'>): LegalSection[] => [
  {
    heading: 'What we collect',
    body: [
      'Inquiry form: your name, e-mail, phone number, the course you are interested in and your message.',
      'Admission form: your name, e-mail, phone number, chosen course and mode (online or offline).',
      'Donation form: your name, e-mail and the screenshot of your UPI payment.',
      'Certificate lookup: the name, roll number and date of birth you type, only to find your certificate.',
    ],
  },
  {
    heading: 'Why we collect it',
    body: ['Only to answer your inquiry, process your admission, acknowledge and receipt your donation, or give you your certificate. We do not sell or share your details for advertising.'],
  },
  {
    heading: 'How long we keep it',
    body: ['Inquiries and admissions are kept while they are useful to serve you and then deleted. Donation records are kept as long as tax law requires.'],
  },
  {
    heading: 'Your choices',
    body: [`To see, correct or delete your details, ${howToReachUs(settings)}.`],
  },
];

export const terms: LegalSection[] = [
  { heading: 'Courses and fees', body: ['Course content, duration and fees can change; the details confirmed at admission apply to your batch.'] },
  { heading: 'Certificates', body: ['Certificates are issued to students who complete the course and its assessment. The online lookup gives you a copy of the certificate we hold for you.'] },
  { heading: 'Donations', body: ['Donations are voluntary and used for student support and teaching equipment. Receipts are issued for verified payments.'] },
  { heading: 'Website use', body: ['Please do not misuse the forms on this website. Content on this site belongs to the institute unless stated otherwise.'] },
];
