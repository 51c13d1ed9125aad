import { addEnglishSiteText, type SiteText } from '../site-text-core';

/** The home page's landing sections' words (its title is ./home-seo). */
export const EN_HOME: Omit<SiteText['home'], 'seo'> = {
  hero: {
    eyebrow: 'Admissions open for the new batch',
    headline: 'Learn English & Computer Skills',
    lead: 'Spoken English, personality development and job-ready computer courses — taught in small batches by trainers who know our town and its employers.',
    featuredTitle: 'Featured courses',
    placement: '100% Job Placement Assistance',
    figures: [
      { value: '1 Lakh+', label: 'Students trained' },
      { value: '95%', label: 'Placement rate' },
      { value: '25+', label: 'Years experience' },
    ],
    primaryCta: 'Explore Courses',
    secondaryCta: 'Contact Us',
  },
  about: {
    eyebrow: 'About DDS',
    title: 'Where confident speakers and skilled professionals begin',
    paragraphs: [
      'For 15+ years DDS has helped students, job seekers and working people of our region speak English fluently and master the computer skills employers ask for.',
      'Our classrooms mix practice with real-world projects: mock interviews, group discussions, typing drills, accounting in Tally and live websites built in class.',
    ],
    features: [
      { title: 'Spoken English', description: 'Fluency, grammar and pronunciation through daily speaking practice.' },
      { title: 'Computer programs', description: 'From basic computer and DCA to ADCA, Tally and programming.' },
      {
        title: 'Government-recognised certification',
        description: 'Certificates that are accepted for jobs and further study.',
      },
      {
        title: 'Career-focused training',
        description: 'Interview training, GD & PI practice and placement support.',
      },
      {
        title: 'Global learning standards',
        description: 'Modern curriculum and methods used by leading institutes.',
      },
    ],
  },
  highlights: {
    eyebrow: 'Why students choose us',
    title: 'Key highlights',
    cards: [
      {
        title: '25+ years experience',
        description: 'A trusted name in English and computer education for over two decades.',
      },
      {
        title: '1 Lakh+ students trained',
        description: 'Alumni working in offices, banks, schools and IT companies.',
      },
      { title: '95% placement rate', description: 'Dedicated placement cell with local and national employers.' },
      { title: 'Expert trainers', description: 'Experienced faculty who teach in Hindi and English.' },
      { title: 'Flexible batches', description: 'Morning, evening and weekend batches, offline and online.' },
      { title: 'Modern computer lab', description: 'One student per computer with licensed software.' },
    ],
  },
  banner: { title: 'Your future starts with one step', cta: 'Join DDS Now' },
  courseGrid: {
    eyebrow: 'Programs',
    title: 'Our Courses',
    lead: 'Popular programs that lead straight to jobs and higher studies.',
  },
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('home', EN_HOME);
