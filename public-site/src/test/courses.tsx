import type { ReactNode } from 'react';
import {
  ADMISSION_COURSES,
  EMPTY_SITE_CONTENT,
  type PublicCourse,
  type SiteContent,
  type SiteSettings,
} from '@dds/shared/schemas';
import { SiteContentProvider } from '../content/site-content';

let nextId = 1;

/** A course as the server hands it to the public pages; override what the test cares about. */
export function aCourse(over: Partial<PublicCourse> = {}): PublicCourse {
  const id = over.id ?? nextId++;
  const name = over.name ?? `Course ${id}`;
  return {
    id,
    slug:
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `course-${id}`,
    name,
    shortName: '',
    modes: ['Offline'],
    description: `About ${name}.`,
    duration: '3 months',
    fee: null,
    feeFrom: false,
    batches: [],
    eligibility: '',
    syllabus: [],
    icon: 'monitor',
    visible: true,
    featured: false,
    inLandingGrid: false,
    inAdmissionCatalogue: true,
    order: id,
    featuredOrder: null,
    gridOrder: null,
    hindi: {},
    ...over,
  };
}

/** The shape of a fresh install (the server's seed is tested against docs/contract.md itself): 21 offline, 5 online, 23 in the catalogue. */
export function freshInstallCourses(): PublicCourse[] {
  const offline = ADMISSION_COURSES.slice(0, 21).map((name, i) => aCourse({ id: 100 + i, order: i + 1, name }));
  const online = ['Basic English', 'Basic Computer', 'HTML & CSS', 'JavaScript & React.js', 'MERN Stack'].map(
    (name, i) =>
      aCourse({
        id: 200 + i,
        order: 30 + i,
        name,
        slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-online`,
        modes: ['Online'],
        inAdmissionCatalogue: name !== 'JavaScript & React.js',
      }),
  );
  return [...offline, ...online];
}

export function contentWith(courses: PublicCourse[], settings: Partial<SiteSettings> = {}): SiteContent {
  return { ...EMPTY_SITE_CONTENT, courses, settings: { ...EMPTY_SITE_CONTENT.settings, ...settings } };
}

export function WithContent({
  courses,
  settings,
  children,
}: {
  courses: PublicCourse[];
  settings?: Partial<SiteSettings>;
  children: ReactNode;
}) {
  return <SiteContentProvider value={contentWith(courses, settings)}>{children}</SiteContentProvider>;
}
