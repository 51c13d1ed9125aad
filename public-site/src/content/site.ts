/**
 * The institute's brand, fixed in code (its words — slogan, footer blurb — are the owner's: useSiteText). Its contact details, social links, UPI payee and office
 * hours are settings the admin keeps up to date (useSiteSettings in ./site-content).
 */
export const site = {
  shortName: 'DDS',
  /** docs/contract.md §2: the group's name, shown until Settings gives the institute's own. */
  name: 'DDS Group of Institutions',
  /** The shell serves the logo at the site root (docs/contract.md §2). */
  logoSrc: '/ddslogo.png',
} as const;
