/**
 * The leads' words in English (decision 024: the record view's Reply and Follow-up sections, the
 * Reports screen and the WhatsApp replies screen), the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-leads.ts). Names, e-mail addresses, course names,
 * the templates' own words, months ("Nov 2026"), dates and figures stay as they are; the CSV files
 * keep their English columns, as the list exports do. Each English sentence is the one the screen
 * showed before.
 */
export const leadsText = {
  'followUp.formOf': 'Follow-up of {subject}',
  'followUp.overdue': 'Overdue: follow up was due {day}',
  'followUp.dueToday': 'Due today',
  'followUp.on': 'Follow up on {day}',
  'followUp.day': 'Follow up on',
  'followUp.dayHint': 'The day to call or write again (India date)',
  'followUp.who': 'Assigned to',
  'followUp.nobody': 'Nobody yet',
  'followUp.removedUser': 'a removed user (#{id})',
  'followUp.saving': 'Saving…',
  'followUp.save': 'Save follow-up',
  'followUp.clear': 'Clear the date',
  'followUp.saved': 'Follow-up saved',
  'followUp.notSaved': 'Not saved: {reason}',

  'reply.call': 'Call {name}',
  'reply.them': 'them',
  'reply.email': 'E-mail',
  'reply.noWhatsApp': 'No WhatsApp link: the phone is not a 10-digit Indian number. Check it with the visitor first.',
  'reply.templatesFailed': 'Could not load the reply templates. You can still write your own message below.',
  'reply.template': 'Template',
  'reply.message': 'WhatsApp message',
  'reply.messageHint': 'Edit it here; it opens in WhatsApp ready to send.',
  'reply.send': 'Reply on WhatsApp',
  'reply.newTab': '(opens in a new tab)',

  'reports.title': 'Reports',
  'reports.lead': 'Counted by the month a record arrived (India time). Records in the Trash are left out.',
  'reports.period': 'Period',
  'reports.lastMonths': 'Last {count} months',
  'reports.loadFailed': 'Could not load the report. {reason}',
  'reports.tryAgain': 'Try again',
  'reports.download': 'Download CSV',
  'reports.downloadLabel': 'Download “{title}” as CSV',
  'reports.chartLabel': '{title}: a bar chart of the figures in the table below',
  'reports.col.month': 'Month',
  'reports.col.course': 'Course',
  'reports.col.inquiries': 'Inquiries',
  'reports.col.admissions': 'Admissions',
  'reports.col.converted': 'Became admissions',
  'reports.col.conversion': 'Conversion',
  'reports.col.verified': 'Verified donations',
  'reports.col.amount': 'Amount',
  'reports.courses': 'Inquiries and admissions per course',
  'reports.coursesNote':
    'An inquiry sent from a course page counts for that course; otherwise for the choice on the form.',
  'reports.coursesChart': 'Inquiries and admissions per month',
  'reports.coursesCaption': 'Inquiries and admissions per course and month',
  'reports.coursesEmpty': 'No inquiries or admissions in this period.',
  'reports.conversion': 'From inquiry to admission',
  'reports.conversionNote':
    'An inquiry counts as converted when an admission with the same phone number or e-mail arrived after it.',
  'reports.conversionCaption': 'Conversion from inquiry to admission per month',
  'reports.noMonths': 'No months in this period.',
  'reports.donations': 'Donations verified',
  'reports.donationsNote': 'Donations marked verified, by the month they arrived.',
  'reports.donationsChart': 'Verified donations per month',
  'reports.donationsCaption': 'Verified donations per month',

  'replies.title': 'WhatsApp replies',
  'replies.lead':
    'The messages “Reply on WhatsApp” offers on an inquiry or admission. Write {name}, {course} or {institute} where the visitor’s name, their course or the institute’s name should go. The clerk can still edit the message before it opens in WhatsApp.',
  'replies.loadFailed': 'Could not load the replies.',
  'replies.tryAgain': 'Try again',
  'replies.none': 'No replies yet. Add one for the questions the office answers most.',
  'replies.card': 'Reply {number}: {title}',
  'replies.noName': 'no name yet',
  'replies.name': 'Name',
  'replies.message': 'Message',
  'replies.remove': 'Remove “{title}”',
  'replies.replyNumber': 'reply {number}',
  'replies.add': 'Add a reply',
  'replies.saving': 'Saving…',
  'replies.save': 'Save replies',
  'replies.saved': 'WhatsApp replies saved',
  'replies.notSaved': 'Not saved: {reason}',
} as const;

export type LeadsTextId = keyof typeof leadsText;
