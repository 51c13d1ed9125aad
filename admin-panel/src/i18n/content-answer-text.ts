import { SITE_SETTINGS_LABELS } from '@dds/shared/schemas/site-settings';

/**
 * The server's answers on the content screens (courses, Settings, Site text, people, gallery,
 * videos) in the server's English (decision 026 §8), recognised by ./server-answers.ts beside
 * ./server-answer-text.ts (an area of its own, so the login screen, which carries that one's Hindi,
 * does not carry these). `answerField.content.*` are names standing in an argument (the shared
 * schemas' field labels: Settings' are SITE_SETTINGS_LABELS word for word); `answer.content.*`
 * are whole answers. The schemas' messages are fed bad input by server-answers.test.ts; the routes'
 * own words are hand copies there, each with the file it comes from.
 */
export const contentAnswerText = {
  'answerField.content.instituteName': SITE_SETTINGS_LABELS.instituteName,
  'answerField.content.address': SITE_SETTINGS_LABELS.address,
  'answerField.content.phone': SITE_SETTINGS_LABELS.phone,
  'answerField.content.whatsapp': SITE_SETTINGS_LABELS.whatsapp,
  'answerField.content.mapsUrl': SITE_SETTINGS_LABELS.mapsUrl,
  'answerField.content.facebook': SITE_SETTINGS_LABELS.facebook,
  'answerField.content.instagram': SITE_SETTINGS_LABELS.instagram,
  'answerField.content.youtube': SITE_SETTINGS_LABELS.youtube,
  'answerField.content.linkedin': SITE_SETTINGS_LABELS.linkedin,
  'answerField.content.upiId': SITE_SETTINGS_LABELS.upiId,
  'answerField.content.upiPayee': SITE_SETTINGS_LABELS.upiPayee,
  'answerField.content.officeHours': SITE_SETTINGS_LABELS.officeHours,
  // people.ts, gallery.ts; "Text" is a site text's name when its key has none (site-text-edit.ts).
  'answerField.content.name': 'Name',
  'answerField.content.role': 'Role',
  'answerField.content.message': 'Message',
  'answerField.content.studentName': 'Student name',
  'answerField.content.course': 'Course',
  'answerField.content.year': 'Year',
  'answerField.content.quote': 'Quote',
  'answerField.content.caption': 'Caption',
  'answerField.content.title': 'Title',
  'answerField.content.text': 'Text',
  // The file a multipart upload names (storage/multipart-form.ts, storage/screenshot-image.ts).
  'answerField.content.photo': 'photo',
  'answerField.content.image': 'image',
  'answerField.content.picture': 'picture',

  // The shared schemas' messages (site-settings.ts, people.ts, gallery.ts, site-text-edit.ts).
  'answer.content.notText': '{field} must be text',
  'answer.content.phone': '{field} must be an Indian number of 10 digits, with or without +91',
  'answer.content.https': '{field} must be a full https:// link',
  'answer.content.upiId': 'UPI id must look like name@bank',
  'answer.content.yearRange': 'Year must be a year from {min} to next year',
  'answer.content.youtubeLink':
    'YouTube link must be a video link (youtube.com/watch?v=…, youtu.be/…, /shorts/…) or an 11-character video id',
  'answer.content.cannotBeEmpty': '{field} cannot be empty',
  'answer.content.placeholders': '{field}: {unknown} is not a detail the page can fill in; use {allowed}',

  // The routes' own words.
  'answer.content.photoRequired': 'Photo is required: choose a JPEG, PNG or WebP image',
  'answer.content.fileTooLarge': 'File is too large: the limit is {max} MB',
  'answer.content.requestTooLarge': 'Request body is too large',
  'answer.content.requestTooLargeShort': 'Request is too large',
  'answer.content.fileType': 'The {file} must be a PNG, JPEG or WebP image',
  'answer.content.unreadable': 'The {file} must be a PNG, JPEG or WebP image (this file could not be read as one)',
  'answer.content.tooSmall':
    'The picture is too small: at least {min} px on its longer side (this one is {width} × {height}); 512 × 512 or more looks sharp everywhere',
  'answer.content.photoNotFound': 'Photo not found',
  'answer.content.videoNotFound': 'Video not found',
  'answer.content.leaderNotFound': 'Leader not found',
  'answer.content.testimonialNotFound': 'Testimonial not found',
  'answer.content.courseNotFound': 'Course not found',
  'answer.content.noSuchText': 'There is no such text on the site.',
  // reorderConflictMessage (shared/src/schemas/list-order.ts); the nameless one first, so "Another admin" is not taken for a who.
  'answer.content.reorderedSomeoneSometime':
    'Another admin reordered this list at an unknown time. Their order is shown now: move the item again if you still want to.',
  'answer.content.reorderedSomeone':
    'Another admin reordered this list at {when}. Their order is shown now: move the item again if you still want to.',
  'answer.content.reorderedSometime':
    '{who} reordered this list at an unknown time. Their order is shown now: move the item again if you still want to.',
  'answer.content.reordered':
    '{who} reordered this list at {when}. Their order is shown now: move the item again if you still want to.',
} as const satisfies Record<string, string>;
