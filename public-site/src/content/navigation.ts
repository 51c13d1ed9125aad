import { PUBLIC_ROUTES as R } from '@dds/shared/routes';

/** SPEC.md §2 top navigation, exactly: links use the spec's spellings. */
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  title: string;
  links: NavLink[];
}
export interface NavDropdown {
  id: 'services' | 'events' | 'course';
  label: string;
  groups: NavGroup[];
}

export const topLinks: NavLink[] = [
  { label: 'Home', to: R.home.link },
  { label: 'About', to: R.about.link },
  { label: 'Donation', to: R.donation.link },
];

export const dropdowns: NavDropdown[] = [
  {
    id: 'services',
    label: 'Services',
    groups: [
      {
        title: 'Marketing',
        links: [
          { label: 'Digital Marketing', to: R.digital.link },
          { label: 'Social Media Marketing', to: R.social.link },
          { label: 'SEO', to: R.seo.link },
          { label: 'Content Writing', to: R.content.link },
        ],
      },
      { title: 'Development', links: [{ label: 'Web Development', to: R.web.link }] },
      {
        title: 'Design',
        links: [
          { label: 'Graphic Design', to: R.graphic.link },
          { label: 'Video Editing', to: R.videoEditing.link },
        ],
      },
    ],
  },
  {
    id: 'events',
    label: 'Events',
    groups: [{ title: 'Gallery', links: [{ label: 'Photos', to: R.photos.link }, { label: 'Videos', to: R.videos.link }] }],
  },
  {
    id: 'course',
    label: 'Course',
    groups: [
      {
        title: 'Courses',
        links: [
          { label: 'Offline Course', to: R.offlineCourses.link },
          { label: 'Online Course', to: R.onlineCourses.link },
        ],
      },
    ],
  },
];

export const ctaLink: NavLink = { label: 'Download Certificate', to: R.certificate.link };

/** Footer Quick Links. */
export const quickLinks: NavLink[] = [
  { label: 'Home', to: R.home.link },
  { label: 'About Us', to: R.about.link },
  { label: 'Offline Courses', to: R.offlineCourses.link },
  { label: 'Online Courses', to: R.onlineCourses.link },
  { label: 'Admission Form', to: R.admission.link },
  { label: 'Contact Us', to: R.inquiry.link },
  { label: 'Download Certificate', to: R.certificate.link },
];

/** SPEC.md §2: footer "Our Courses" column, plain text (no real links). */
export const footerCourses = [
  'Spoken English',
  'Personality Development',
  'Basic Computer Courses',
  'Advanced Programming',
  'Digital Marketing',
  'Graphic Design',
];
