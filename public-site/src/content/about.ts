/**
 * /about1 copy (SPEC.md §2: hero, vision, mission). The messages of the director, the CEO and the
 * manager are people the admin enters (/admin/people): the page shows them only once they exist.
 */
export const aboutPage = {
  title: 'About DDS',
  lead: 'For more than 15 years we have taught spoken English, personality development and computer skills to the students of our region.',
  vision: {
    title: 'Our Vision',
    text: 'To make every young person in our town confident in English and skilled with computers, so that no opportunity is out of reach because of language or technology.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To offer practical, affordable, job-focused training in small batches, with certificates that count and placement support that continues after the course.',
  },
};
