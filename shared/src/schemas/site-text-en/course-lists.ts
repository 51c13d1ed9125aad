import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_COURSE_LISTS: SiteText['courseLists'] = {
  offline: {
    eyebrow: 'Courses',
    title: 'Offline Courses',
    lead: 'Classroom programs at our centre with a computer for every student, small batches and placement support.',
    description:
      'Classroom courses at DDS: DCA, ADCA + CCC, Tally + GST, O Level, typing, programming, spoken English and interview training.',
  },
  online: {
    eyebrow: 'Courses',
    title: 'Online Courses',
    lead: 'Live online classes with recorded revision, doubt sessions and the same certificate as our centre.',
    description: 'Online courses at DDS: spoken English, computer basics and web development in live classes.',
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('courseLists', EN_COURSE_LISTS);
