import type { AdmissionCourse } from '@dds/shared/schemas';
import type { IconName } from '../ui/icon';

export interface CourseCard {
  title: string;
  description: string;
  icon: IconName;
  duration: string;
  /** The admission-catalogue entry the Enroll Now link preselects (absent: not in the catalogue). */
  admissionCourse?: AdmissionCourse;
}

const c = (title: AdmissionCourse, description: string, icon: IconName, duration: string): CourseCard => ({
  title,
  description,
  icon,
  duration,
  admissionCourse: title,
});

/** SPEC.md §9: 21 offline course cards. */
export const offlineCourses: CourseCard[] = [
  c('AutoCAD', '2D drafting and 3D modelling for civil, mechanical and interior work.', 'layers', '3 months'),
  c('PDCA (Practical Diploma in Computer Application)', 'Hands-on office computing, internet, accounts basics and projects.', 'monitor', '6 months'),
  c('ADCA + CCC', 'Advanced diploma together with the NIELIT CCC certificate.', 'award', '12 months'),
  c('DCA (Diploma in Computer Application)', 'MS Office, internet, typing and computer fundamentals.', 'monitor', '6 months'),
  c('Tally + GST', 'Tally Prime, GST returns, inventory and payroll.', 'calculator', '3 months'),
  c('Typing (Eng & Hindi)', 'English and Hindi (Mangal/Krutidev) typing for government exams.', 'keyboard', '2 months'),
  c('M. Olevel', 'NIELIT O Level modules with exam practice and projects.', 'book', '12 months'),
  c('Digital Marketing', 'SEO, social media, ads and analytics with live campaigns.', 'megaphone', '4 months'),
  c('MERN Stack', 'MongoDB, Express, React and Node.js — build full web apps.', 'code', '6 months'),
  c('HTML & CSS', 'Build and style responsive web pages from scratch.', 'code', '2 months'),
  c('JavaScript', 'Programming the web: DOM, events, APIs and modern JS.', 'code', '3 months'),
  c('Java', 'Object-oriented programming, collections and projects.', 'code', '4 months'),
  c('Python', 'Programming basics to automation and data handling.', 'code', '3 months'),
  c('C', 'Logic building and programming fundamentals in C.', 'code', '2 months'),
  c('C++', 'Object-oriented programming and data structures in C++.', 'code', '3 months'),
  c('Spoken English', 'Daily speaking practice for fluency and confidence.', 'chat', '3 months'),
  c('Grammar Classes', 'Tenses, voice, narration and error spotting made easy.', 'book', '2 months'),
  c('Interview Training', 'Mock interviews, CV writing and body language.', 'briefcase', '1 month'),
  c('GD & PI Classes', 'Group discussion and personal interview practice.', 'users', '1 month'),
  c('Sound Classes (U.S. & U.K.)', 'Pronunciation and accent training, U.S. and U.K.', 'chat', '2 months'),
  c('Newspaper Grammar Rules', 'Read and write like the newspapers: usage and vocabulary.', 'book', '1 month'),
];

/** SPEC.md §2: the 5 online courses, by name. */
export const onlineCourses: CourseCard[] = [
  c('Basic English', 'Start speaking simple, correct English from home.', 'chat', '2 months'),
  c('Basic Computer', 'Computer, internet, e-mail and MS Office basics.', 'monitor', '2 months'),
  c('HTML & CSS', 'Build your first responsive web pages live online.', 'code', '2 months'),
  { title: 'JavaScript & React.js', description: 'Modern JavaScript and React components, hooks and routing.', icon: 'atom', duration: '4 months' },
  c('MERN Stack', 'Full-stack web development with live mentor sessions.', 'code', '6 months'),
];

export const coursePages = {
  offline: {
    title: 'Offline Courses',
    lead: 'Classroom programs at our centre with a computer for every student, small batches and placement support.',
  },
  online: {
    title: 'Online Courses',
    lead: 'Live online classes with recorded revision, doubt sessions and the same certificate as our centre.',
  },
};
