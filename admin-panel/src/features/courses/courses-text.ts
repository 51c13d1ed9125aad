/**
 * The courses screens' words in English, the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-courses.ts): the list's header and the course
 * form. A course's own texts (its name, description, batches…) are the owner's data and stay as
 * typed; the modes "Offline" and "Online" are the names of the site's pages and stay too.
 */
export const coursesText = {
  'courses.title': 'Courses',
  'courses.lead':
    'The courses on the Offline and Online pages, the home page and the admission form, each with its own page. Every change is live on the site at once.',
  'courses.all': 'All courses ({count})',
  'courses.orderLead':
    'This order is the order of the Offline and Online pages and of the admission form. Drag a course by its grip, or use the arrows.',
  'courses.viewOffline': 'View the Offline courses page',
  'courses.viewOnline': 'View the Online courses page',
  'courses.onlyMissing': 'Only courses missing in Hindi ({count})',
  'courses.add': 'Add a course',

  'course.addTitle': 'Add a course',
  'course.editTitle': 'Edit course',
  'course.formNew': 'New course',
  'course.formEdit': 'Edit {name}',
  'course.loadFailed': 'Could not load the course. {reason}',
  'course.viewPage': 'View the course page on the site',
  'course.notSaved': 'Not saved: {reason}',
  'course.saved': '{name} saved: live on the site now',

  'course.section.course': 'The course',
  'course.name': 'Name',
  'course.shortName': 'Short name (home page)',
  'course.shortNameHindi': 'Short name',
  'course.shortNameHint': "How the home page's lists name it, e.g. “ADCA”. Empty: the name.",
  'course.slug': 'Page address',
  'course.slugHint': 'The course page: /courses/{slug}. Empty: made from the name.',
  'course.icon': 'Icon',
  'course.iconHint': 'The picture on the course card.',
  'course.description': 'Description',
  'course.descriptionHint': 'One or two sentences: the card and the top of the course page.',
  'course.taught': 'Taught',
  'course.modeHint': 'Listed on the {mode} Courses page.',
  'course.modeHintOnline': 'Listed on the {mode} Courses page (the page /OnilneCourses).',

  'course.section.fee': 'Fee, duration and batches',
  'course.fee': 'Fee (₹)',
  'course.feeHint': 'Whole rupees, e.g. 12500. Empty: the page asks visitors to call for the fee.',
  'course.duration': 'Duration',
  'course.durationHint': 'e.g. 3 months',
  'course.feeShownAs': 'Fee shown as',
  'course.feeFrom': '“from ₹…”',
  'course.feeFromHint': 'The lowest fee, when it depends on the batch or the package.',
  'course.batches': 'Batch timings',
  'course.batch': 'Batch',
  'course.addBatch': 'Add a batch',
  'course.batchesHint': 'One line per batch, e.g. “Mon–Sat, 7–8 am”.',
  'course.batchesHindi': 'Batch timings in Hindi',

  'course.section.who': 'Who can join and what they learn',
  'course.eligibility': 'Eligibility',
  'course.eligibilityHint': 'e.g. Class 10 pass. Empty: not shown.',
  'course.syllabus': 'Syllabus',
  'course.syllabusPoint': 'Syllabus point',
  'course.addSyllabusPoint': 'Add a syllabus point',
  'course.syllabusHindi': 'Syllabus in Hindi',

  'course.whereShown': 'Where it shows',
  'course.visible': 'Shown on the site',
  'course.visibleHint': 'Unticked: hidden everywhere, its page answers “not found”.',
  'course.inAdmission': 'In the admission form',
  'course.inAdmissionHint': 'Applicants can choose it; the form lists each name once.',
  'course.featured': 'Featured on the home page',
  'course.featuredHint': 'Joins the end of the featured list (order it on the course list).',
  'course.inGrid': 'In the home page grid',
  'course.inGridHint': 'Joins the end of the “Our Courses” cards.',

  'course.back': 'Back to the courses',
  'course.saving': 'Saving…',
  'course.addCourse': 'Add course',
  'course.save': 'Save course',

  'textList.none': 'None yet.',
  'textList.remove': 'Remove',
  'textList.removeItem': 'Remove {item}',
  'textList.missing': '{legend} ({count} missing)',
} as const;
