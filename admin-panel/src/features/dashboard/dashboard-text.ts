import { SITE_SETTINGS_LABELS, type SiteSettingsField } from '@dds/shared/schemas/site-settings';

/** The settings' names, as the Settings screen and the public site's footer name them (shared). */
const settingNames = Object.fromEntries(
  Object.entries(SITE_SETTINGS_LABELS).map(([field, label]) => [`setting.${field}`, label]),
) as { readonly [F in SiteSettingsField as `setting.${F}`]: string };

/**
 * The dashboard's words in English, the source of their other languages (docs/decisions/026-hindi.md
 * §8; Hindi: i18n/hi.ts): the top bar's "new" badge, the work queue, the counts, the setup card.
 * Figures are written as before in every language (`inIndianDigits`, formatDateTime).
 */
export const dashboardText = {
  'dashboard.title': 'Dashboard',
  'dashboard.viewSite': 'View the site',
  'dashboard.allReceived': 'All received',
  'sitePages.title': 'On the site',
  'sitePages.lead': 'The pages your changes appear on, as visitors see them.',
  'sitePages.home': 'Home',
  'sitePages.offlineCourses': 'Offline courses',
  'sitePages.onlineCourses': 'Online courses',
  'sitePages.photos': 'Photos',
  'sitePages.videos': 'Videos',
  'sitePages.about': 'About',
  'badge.newCount': '{count} new',
  'badge.newSince':
    '{count, plural, one {submission since you last looked} other {submissions since you last looked}}: open the dashboard',
  'queue.title': 'Work queue',
  'queue.loadFailed': 'Could not load the work queue.',
  'queue.newToday': 'New today',
  'queue.receivedToday': 'Received today',
  'queue.inquiriesToday': 'Inquiries today',
  'queue.admissionsToday': 'Admissions today',
  'queue.donationsToday': 'Donations today',
  'queue.inquiriesNotContacted': 'Inquiries not yet contacted',
  'queue.inquiriesNotContactedGo': 'Call them',
  'queue.admissionsPending': 'Admissions pending',
  'queue.admissionsPendingGo': 'Confirm or reject',
  'queue.donationsToVerify': 'Donations to verify',
  'queue.donationsToVerifyGo': 'Check the payments',
  'queue.inquiryFollowUpsDue': 'Inquiry follow-ups due today or overdue',
  'queue.admissionFollowUpsDue': 'Admission follow-ups due today or overdue',
  'queue.followUpsDueGo': 'Follow them up',
  'counts.inquiry': 'Inquiries',
  'counts.admission': 'Admissions',
  'counts.donation': 'Donations',
  'counts.viewInquiry': 'View inquiries →',
  'counts.viewAdmission': 'View admissions →',
  'counts.viewDonation': 'View donations →',
  'counts.loadFailed': 'Could not load the counts. {reason}',
  'counts.addedSince': '+{count} new since your last visit ({at})',
  'counts.nothingSince': 'Nothing new since your last visit ({at})',
  'setup.title': 'Finish setting up your site',
  'setup.emptyLead': 'These details are still empty, so the public site leaves them out:',
  'setup.optional': 'Optional, also empty: {fields}.',
  'setup.fill': 'Fill them in Settings',
  'setup.why.instituteName': 'the site shows the group name "DDS Group of Institutions"',
  'setup.why.address': 'visitors do not see where you are',
  'setup.why.phone': 'no number to call in the footer',
  'setup.why.email': 'no e-mail address in the footer',
  'setup.why.whatsapp': 'no "Chat on WhatsApp" buttons',
  'setup.why.officeHours': 'visitors do not know when you are open',
  'setup.why.upiId': 'the donation box shows no QR code, so nobody can donate online',
  'todo.photos': 'Replace the sample photos',
  'todo.photos.why': 'the Photos page shows sample pictures',
  'todo.photos.action': 'Upload photos',
  'todo.videos': 'Replace the sample videos',
  'todo.videos.why': 'the Videos page shows sample videos',
  'todo.videos.action': 'Add videos',
  'todo.leaders': "Add the director's, CEO's and manager's messages",
  'todo.leaders.why': 'the About page has no messages from your team',
  'todo.leaders.action': 'Add messages',
  'todo.testimonials': 'Add student testimonials',
  'todo.testimonials.why': 'the home and About pages show none',
  'todo.testimonials.action': 'Add testimonials',
  ...settingNames,
} as const;

export type DashboardTextId = keyof typeof dashboardText;
