/**
 * The People screen's words in English (the leaders' messages and the students' testimonials), the
 * source of their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-people.ts). A
 * person is named by the caller: "message of {name}" where a sentence starts with it, "the message
 * of {name}" inside one. Names, roles, courses and quotes are the admin's own and stay as typed.
 */
export const peopleText = {
  'people.title': 'People',
  'people.viewSite': 'View the About page',
  'people.lead':
    'The people who speak for the institute on the site. A block with nobody in it is not shown. Every change is live at once.',

  'leaders.title': 'Messages from the team',
  'leaders.loadWhat': 'messages from the team',
  'leaders.intro':
    'On the About page: a message from the director, the CEO and the manager (or whoever you choose), in this order.',
  'leaders.empty': 'No messages yet, so the About page shows none. Add the director’s, CEO’s and manager’s messages.',
  'leaders.item': 'message of {name}',
  'leaders.theItem': 'the message of {name}',
  'leaders.add': 'Add a message',
  'leaders.edit': 'Edit the message',
  'leaders.submit': 'Add message',
  'leaders.name': 'Name',
  'leaders.nameHint': 'As visitors should read it, e.g. “Dr. Rakesh Sharma”.',
  'leaders.role': 'Role',
  'leaders.roleHint': 'Director, CEO, Manager… Shown as “Message from the Director”.',
  'leaders.message': 'Message',

  'testimonials.title': 'Student testimonials',
  'testimonials.loadWhat': 'student testimonials',
  'testimonials.intro':
    'On the home page (before the inquiry form) and the About page. Ask the student before you publish their words and photo.',
  'testimonials.empty': 'No testimonials yet, so the home and About pages show none.',
  'testimonials.item': 'testimonial of {name}',
  'testimonials.theItem': 'the testimonial of {name}',
  'testimonials.add': 'Add a testimonial',
  'testimonials.edit': 'Edit the testimonial',
  'testimonials.submit': 'Add testimonial',
  'testimonials.name': 'Student name',
  'testimonials.course': 'Course',
  'testimonials.courseHint': 'e.g. Spoken English, ADCA, Tally + GST',
  'testimonials.year': 'Year',
  'testimonials.yearHint': 'The year of the course, e.g. 2024',
  'testimonials.quote': 'Quote',
  'testimonials.quoteHint': 'In the student’s own words.',

  'people.inOrder': '{title}, in the order shown on the site',
  'people.missingHindi': 'Missing in Hindi ({count})',
  'people.missingHindiTitle': '{count} of its texts show in English on the Hindi pages',
  'people.edit': 'Edit',
  'people.editNamed': 'Edit {name}',
  'people.deleteQuestion': 'Delete {name}?',
  'people.deleteDetail': 'It disappears from the site at once.',
  'person.photo': 'Photo (optional)',
  'person.photoHint':
    'A face photo, JPEG, PNG or WebP, up to {max} MB; cropped square. Without one, initials are shown.',
  'person.removePhoto': 'Remove the photo',
  'person.fillIn': 'Fill in every field.',
  'person.saving': 'Saving…',
  'person.saveChanges': 'Save changes',
  'person.cancel': 'Cancel',
  'person.saved': 'Saved: live on the site now',
  'person.added': 'Added: live on the site now',
} as const;
