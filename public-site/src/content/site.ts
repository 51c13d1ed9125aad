/**
 * The institute's brand, fixed in code. Its contact details, social links, UPI payee and office
 * hours are settings the admin keeps up to date (useSiteSettings in ./site-content).
 */
export const site = {
  shortName: 'DDS',
  /** SPEC.md §2: the group's name, shown until Settings gives the institute's own. */
  name: 'DDS Group of Institutions',
  tagline: 'English, personality & computer education',
  slogan: 'Speak with confidence • Code with skill • Build your career with DDS',
  blurb:
    'DDS trains students of our town in spoken English, personality development and computer skills — from typing and Tally to full-stack programming — with a focus on real jobs.',
  /** The shell serves the logo at the site root (SPEC.md §2). */
  logoSrc: '/ddslogo.png',
} as const;
