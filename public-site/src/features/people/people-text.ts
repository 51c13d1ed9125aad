/** The people sections' headings in English (i18n/interface-text.ts); the people and their words are the owner's. */
export const peopleText = {
  'people.leadership': 'Leadership',
  'people.messagesTitle': 'Messages from our team',
  'people.messageFrom': 'Message from the {role}',
  'people.studentStories': 'Student stories',
  'people.studentsSay': 'What our students say',
} as const satisfies Record<string, string>;
