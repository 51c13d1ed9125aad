/**
 * The institute's identity and contact details: the one place to edit them.
 * SPEC.md gives no real address, phone, e-mail, UPI id or social links, so the values marked
 * PLACEHOLDER must be replaced by the institute before launch.
 */
export interface SocialLink {
  label: 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn';
  /** Empty while the institute has not given one: the footer hides unset links. */
  url: string;
}

export const site = {
  shortName: 'DDS',
  name: 'DDS Group of Institutions',
  tagline: 'English, personality & computer education',
  slogan: 'Speak with confidence • Code with skill • Build your career with DDS',
  blurb:
    'DDS trains students of our town in spoken English, personality development and computer skills — from typing and Tally to full-stack programming — with a focus on real jobs.',
  /** The shell serves the logo at the site root (SPEC.md §2). */
  logoSrc: '/ddslogo.png',
  contact: {
    address: 'PLACEHOLDER: DDS Institute, Main Market Road, Your Town, Uttar Pradesh 000000',
    phone: '+91 00000 00000', // PLACEHOLDER
    email: 'info@example.com', // PLACEHOLDER
    hours: 'Mon–Sat, 8:00 AM – 7:00 PM',
  },
  social: [
    { label: 'Facebook', url: '' },
    { label: 'Instagram', url: '' },
    { label: 'YouTube', url: '' },
    { label: 'LinkedIn', url: '' },
  ] satisfies SocialLink[],
  /** Donation target (SPEC.md §9: a placeholder id). */
  upi: {
    id: 'dds-placeholder@upi', // PLACEHOLDER
    payee: 'DDS Group of Institutions', // PLACEHOLDER
  },
} as const;

/** tel: link target from the displayed number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
