import { PUBLIC_ROUTES as R } from '@dds/shared/routes';
import type { footerText } from '../layout/footer-text';
import type { layoutText } from '../layout/layout-text';

/**
 * docs/contract.md §2 top navigation, exactly: links use the spec's spellings; each label is an id of the
 * header's or footer's catalogue (layout/layout-text.ts, layout/footer-text.ts), shown in the page's language.
 */
type HeaderLabel = keyof typeof layoutText;
type FooterLabel = HeaderLabel | keyof typeof footerText;
export interface NavLink<Label extends string = HeaderLabel> {
  label: Label;
  to: string;
}
export interface NavGroup {
  title: HeaderLabel;
  links: NavLink[];
}
export interface NavDropdown {
  id: 'services' | 'events' | 'course';
  label: HeaderLabel;
  groups: NavGroup[];
}

export const topLinks: NavLink[] = [
  { label: 'nav.home', to: R.home.link },
  { label: 'nav.about', to: R.about.link },
  { label: 'nav.donation', to: R.donation.link },
];

export const dropdowns: NavDropdown[] = [
  {
    id: 'services',
    label: 'nav.services',
    groups: [
      {
        title: 'nav.marketing',
        links: [
          { label: 'nav.digital', to: R.digital.link },
          { label: 'nav.social', to: R.social.link },
          { label: 'nav.seo', to: R.seo.link },
          { label: 'nav.content', to: R.content.link },
        ],
      },
      { title: 'nav.development', links: [{ label: 'nav.web', to: R.web.link }] },
      {
        title: 'nav.design',
        links: [
          { label: 'nav.graphic', to: R.graphic.link },
          { label: 'nav.videoEditing', to: R.videoEditing.link },
        ],
      },
    ],
  },
  {
    id: 'events',
    label: 'nav.events',
    groups: [
      {
        title: 'nav.gallery',
        links: [
          { label: 'nav.photos', to: R.photos.link },
          { label: 'nav.videos', to: R.videos.link },
        ],
      },
    ],
  },
  {
    id: 'course',
    label: 'nav.course',
    groups: [
      {
        title: 'nav.courses',
        links: [
          { label: 'nav.offlineCourse', to: R.offlineCourses.link },
          { label: 'nav.onlineCourse', to: R.onlineCourses.link },
        ],
      },
    ],
  },
];

export const ctaLink: NavLink = { label: 'nav.certificate', to: R.certificate.link };

/** Footer Quick Links. */
export const quickLinks: Array<NavLink<FooterLabel>> = [
  { label: 'nav.home', to: R.home.link },
  { label: 'footer.aboutUs', to: R.about.link },
  { label: 'footer.offlineCourses', to: R.offlineCourses.link },
  { label: 'footer.onlineCourses', to: R.onlineCourses.link },
  { label: 'footer.admissionForm', to: R.admission.link },
  { label: 'footer.contactUs', to: R.inquiry.link },
  { label: 'nav.certificate', to: R.certificate.link },
];

/** docs/contract.md §2: footer "Our Courses" column, plain text (no real links). */
export const footerCourses: Array<keyof typeof footerText> = [
  'footer.course.spokenEnglish',
  'footer.course.personality',
  'footer.course.basicComputer',
  'footer.course.programming',
  'footer.course.digitalMarketing',
  'footer.course.graphicDesign',
];
