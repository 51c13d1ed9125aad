/** /about1 copy (SPEC.md §2: hero, vision, mission, three messages). Names are PLACEHOLDERS. */
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
  messages: [
    {
      role: 'Director',
      name: 'Director name (PLACEHOLDER)',
      text: 'Education changes families. At DDS we measure our success by the jobs, promotions and confidence our students carry home.',
    },
    {
      role: 'CEO',
      name: 'CEO name (PLACEHOLDER)',
      text: 'We keep our courses up to date with what employers ask for today — from Tally with GST to the MERN stack — without losing our personal touch.',
    },
    {
      role: 'Manager',
      name: 'Manager name (PLACEHOLDER)',
      text: 'Our doors are open six days a week. Visit us, sit in on a class and ask every question before you join.',
    },
  ],
};
