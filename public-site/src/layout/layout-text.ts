/**
 * The words of the header and its menus in English: the source catalogue of this area
 * (i18n/interface-text.ts). The menu's labels are docs/contract.md §2's, exactly. The footer's are
 * ./footer-text.ts, in the footer's own chunk (a page's first load never fetches it: decision 020).
 */
export const layoutText = {
  'header.skipToContent': 'Skip to content',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.menu': 'Main',
  'page.loading': 'Loading…',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.donation': 'Donation',
  'nav.services': 'Services',
  'nav.marketing': 'Marketing',
  'nav.digital': 'Digital Marketing',
  'nav.social': 'Social Media Marketing',
  'nav.seo': 'SEO',
  'nav.content': 'Content Writing',
  'nav.development': 'Development',
  'nav.web': 'Web Development',
  'nav.design': 'Design',
  'nav.graphic': 'Graphic Design',
  'nav.videoEditing': 'Video Editing',
  'nav.events': 'Events',
  'nav.gallery': 'Gallery',
  'nav.photos': 'Photos',
  'nav.videos': 'Videos',
  'nav.course': 'Course',
  'nav.courses': 'Courses',
  'nav.offlineCourse': 'Offline Course',
  'nav.onlineCourse': 'Online Course',
  'nav.certificate': 'Download Certificate',
} as const satisfies Record<string, string>;
