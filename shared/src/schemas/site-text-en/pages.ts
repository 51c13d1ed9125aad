import { addEnglishSiteText, type SiteText } from '../site-text-core';

export const EN_PAGES: SiteText['pages'] = {
  admission: {
    title: 'Admission Form',
    description:
      'Apply for admission to a DDS course online or offline: spoken English, computer, Tally, programming and more.',
    eyebrow: 'Admissions open',
    heading: 'Admission Form',
    lead: 'Choose from {count} courses, online or at our centre.',
  },
  registration: {
    title: 'Registration Form',
    description: 'Register for a DDS course: fill in the admission form online.',
  },
  certificate: {
    title: 'Download Certificate',
    description: 'Look up and download your DDS course certificate with your name, roll number and date of birth.',
    eyebrow: 'Students',
    heading: 'Download Certificate',
    lead: 'Completed a course with us? Find and download your certificate in seconds.',
  },
  photos: {
    title: 'Photos',
    description: 'Photos from DDS classes, functions, seminars and certificate ceremonies.',
    eyebrow: 'Events · Gallery',
    heading: 'Photos',
    lead: 'Moments from our classrooms, workshops and celebrations.',
  },
  videos: {
    title: 'Videos',
    description: 'Watch DDS videos: classes, student stories, events and workshops.',
    eyebrow: 'Events · Gallery',
    heading: 'Videos',
    lead: 'Press play on any video — nothing downloads until you do.',
  },
  inquiry: {
    title: 'Contact Us — Student Inquiry',
    description:
      'Ask DDS about spoken English and computer courses. Send your inquiry and our counsellor will call you back.',
  },
  businessInquiry: {
    title: 'Talk to us about your project',
    description:
      'Tell DDS about your project: websites, digital marketing, SEO, content, design and video. Our team will call you back.',
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('pages', EN_PAGES);
