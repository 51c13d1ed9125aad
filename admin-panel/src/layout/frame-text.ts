/**
 * The frame's words in English, the source of their other languages (docs/decisions/026-hindi.md §8):
 * the top bar, the navigation, the skip link and the not-found page. Hindi: i18n/hi.ts.
 */
export const frameText = {
  'frame.skipToContent': 'Skip to content',
  'frame.menu': 'Menu',
  'frame.closeMenu': 'Close menu',
  'frame.brand': 'DDS Admin',
  'frame.accountTitle': 'My account: password and sessions',
  'frame.accountPrefix': 'My account: ',
  'frame.logOut': 'Log out',
  'frame.sections': 'Admin sections',
  'nav.dashboard': 'Dashboard',
  'nav.inquiries': 'Inquiries',
  'nav.admissions': 'Admissions',
  'nav.donations': 'Donations',
  'nav.certificates': 'Certificates',
  'nav.reports': 'Reports',
  'nav.replies': 'WhatsApp replies',
  'nav.courses': 'Courses',
  'nav.gallery': 'Gallery',
  'nav.videos': 'Videos',
  'nav.people': 'People',
  'nav.siteText': 'Site text',
  'nav.settings': 'Settings',
  'nav.activity': 'Activity',
  'nav.users': 'Users',
  'nav.releases': 'Releases',
  'nav.account': 'My account',
  'notFound.title': 'Page not found',
  'notFound.lead': 'This admin address does not exist. Choose a section:',
} as const;

export type FrameTextId = keyof typeof frameText;
