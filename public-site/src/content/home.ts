import type { IconName } from '../ui/icon';

/** A static card: SPEC.md §3 "title, description, icon". */
export interface InfoCard {
  title: string;
  description: string;
  icon: IconName;
}

/** Landing page copy (SPEC.md §1). Both the 25+ (hero, highlights) and 15+ (about) readings are kept. */
export const hero = {
  eyebrow: 'Admissions open for the new batch',
  headline: 'Learn English & Computer Skills',
  lead: 'Spoken English, personality development and job-ready computer courses — taught in small batches by trainers who know our town and its employers.',
  featuredTitle: 'Featured courses',
  // The featured courses themselves are course records (featuredCourses in @dds/shared/schemas).
  placement: '100% Job Placement Assistance',
  figures: [
    { value: '1 Lakh+', label: 'Students trained' },
    { value: '95%', label: 'Placement rate' },
    { value: '25+', label: 'Years experience' },
  ],
  primaryCta: 'Explore Courses',
  secondaryCta: 'Contact Us',
};

export const about = {
  eyebrow: 'About DDS',
  title: 'Where confident speakers and skilled professionals begin',
  paragraphs: [
    'For 15+ years DDS has helped students, job seekers and working people of our region speak English fluently and master the computer skills employers ask for.',
    'Our classrooms mix practice with real-world projects: mock interviews, group discussions, typing drills, accounting in Tally and live websites built in class.',
  ],
  features: [
    { title: 'Spoken English', description: 'Fluency, grammar and pronunciation through daily speaking practice.', icon: 'chat' },
    { title: 'Computer programs', description: 'From basic computer and DCA to ADCA, Tally and programming.', icon: 'monitor' },
    { title: 'Government-recognised certification', description: 'Certificates that are accepted for jobs and further study.', icon: 'award' },
    { title: 'Career-focused training', description: 'Interview training, GD & PI practice and placement support.', icon: 'briefcase' },
    { title: 'Global learning standards', description: 'Modern curriculum and methods used by leading institutes.', icon: 'globe' },
  ] satisfies InfoCard[],
};

export const highlights = {
  eyebrow: 'Why students choose us',
  title: 'Key highlights',
  cards: [
    { title: '25+ years experience', description: 'A trusted name in English and computer education for over two decades.', icon: 'star' },
    { title: '1 Lakh+ students trained', description: 'Alumni working in offices, banks, schools and IT companies.', icon: 'users' },
    { title: '95% placement rate', description: 'Dedicated placement cell with local and national employers.', icon: 'target' },
    { title: 'Expert trainers', description: 'Experienced faculty who teach in Hindi and English.', icon: 'book' },
    { title: 'Flexible batches', description: 'Morning, evening and weekend batches, offline and online.', icon: 'clock' },
    { title: 'Modern computer lab', description: 'One student per computer with licensed software.', icon: 'monitor' },
  ] satisfies InfoCard[],
};

export const banner = {
  title: 'Your future starts with one step',
  cta: 'Join DDS Now',
};

/** SPEC.md §2 'Our Courses' grid; its cards are the course records placed in it (landingGridCourses). */
export const courseGrid = {
  eyebrow: 'Programs',
  title: 'Our Courses',
  lead: 'Popular programs that lead straight to jobs and higher studies.',
};
