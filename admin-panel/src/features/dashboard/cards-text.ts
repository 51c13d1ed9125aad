import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';

/**
 * The dashboard's safety cards in English — backups, e-mail, the storage and mail warning — the
 * source of their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-dashboard-cards.ts).
 * Each English sentence is the one the card showed before, word for word (the admin tests and e2e
 * read them). Sizes, dates and counts are filled in as before; the server's own words (a backup's or
 * the mail server's error) are shown as it says them. A sentence with a link in it is cut around the
 * link (`storage.quotaVerify` + the link + `storage.quotaRaise`).
 */
export const cardsText = {
  'backups.title': 'Backups',
  'backups.checking': 'Checking…',
  'backups.checkFailed': 'Could not check the backups just now.',
  'backups.last': 'Last backup: ',
  'backups.none': 'No backup yet.',
  'backups.schedule': 'Made {every} on the server; the newest {keep} are kept.',
  'backups.scheduleOff':
    'Scheduled backups are off on this server (BACKUP_EVERY_HOURS=0). Ask whoever runs the server to turn them on, or back up by hand.',
  'backups.late':
    'The last backup is older than it should be. Ask whoever runs the server to check that it is running and look at its log.',
  'backups.backingUp': 'Backing up…',
  'backups.backUpNow': 'Back up now',
  'backups.download': 'Download the latest backup',
  'backups.made': 'Backup made. Download it to keep a copy off the server.',
  'backups.ownerOnly': OWNER_ONLY_MESSAGES.backups,
  'backups.noAnswer': 'No answer from the server. Check your connection and try again.',
  'age.justNow': 'just now',
  'age.minutes': '{count, plural, one {# minute ago} other {# minutes ago}}',
  'age.hours': '{count, plural, one {# hour ago} other {# hours ago}}',
  'age.days': '{count} days ago',
  'every.day': 'every day',
  'every.days': 'every {count} days',
  'every.hour': 'every hour',
  'every.hours': 'every {count} hours',

  'mail.title': 'E-mail',
  'mail.checking': 'Checking…',
  'mail.goesTo': 'E-mails about new inquiries, admissions and donations go to ',
  'mail.theOffice': 'the office',
  'mail.off':
    'E-mail is off: nobody is told about new submissions, and “Forgot password?” cannot send links. Ask whoever runs the server to set SMTP_URL and NOTIFY_EMAIL.',
  'mail.sending': 'Sending…',
  'mail.test': 'Send a test e-mail',
  'mail.ownerOnly': OWNER_ONLY_MESSAGES.mailTest,
  'mail.sentTo': 'Sent to {to}. If it is not in the inbox within a few minutes, look in the spam folder.',
  'mail.and': ' and ',
  'mail.notSent': 'Not sent. ',
  'mail.technical': 'Technical detail for the server’s administrator',
  'mail.noAnswer': 'No answer from the server. Check your connection and try again.',

  'storage.diskLow':
    'Disk space is low: {free} free of {total}. Uploads and new submissions will fail when it runs out: free space on the server or move the data folder to a larger disk.',
  'storage.quotaFull':
    'Storage for unverified donation screenshots is full: visitors cannot send donation screenshots until there is room. ',
  'storage.quotaNearlyFull': 'Storage for unverified donation screenshots is nearly full. ',
  'storage.quotaUsed': '{used} of {quota} used. Verify the ',
  'storage.quotaDonations': 'donations',
  'storage.quotaRaise':
    ' you have checked (verified ones no longer count), or raise DONATION_UPLOAD_QUOTA_MB on the server.',
  'storage.mailFailing': 'E-mail notifications are not getting through: ',
  'storage.mailWaiting': '{count} waiting to be sent',
  'storage.mailGivenUp': '{count} given up on in the last 7 days',
  'storage.mailLastError': 'Last error: {error}. Ask whoever runs the server to check SMTP_URL and NOTIFY_EMAIL.',
  'storage.mailMeanwhile': 'Waiting e-mails go out once sending works; new submissions are all in the lists meanwhile.',
  'storage.mailTechnical': 'Technical detail for the server’s administrator, {at}: ',
} as const;
