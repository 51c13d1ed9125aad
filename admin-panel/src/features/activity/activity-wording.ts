import type { ActivityEntry } from '@dds/shared/schemas/account';
import { AUDIT_ACTIONS, EXPORT_LISTS, type AuditAction } from '@dds/shared/schemas/audit-actions';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { SITE_SETTINGS_LABELS, type SiteSettingsField } from '@dds/shared/schemas/site-settings';
import { isSiteTextKey, siteTextLabel } from '@dds/shared/schemas/site-text-edit';

/**
 * The audit log's action codes in words an administrator reads: "Changed status of inquiry #12 to
 * Contacted". `label` names the action in the filter; `describe` makes the sentence of one entry.
 * Every code of the shared catalogue has exactly one wording (the type says so), and the filter
 * lists the catalogue, so it offers only what the server writes (docs/decisions/019-activity-you-can-read.md).
 * An unknown code (from a newer server) still shows, as its code and record.
 */
type Detail = Record<string, unknown>;
interface Wording {
  label: string;
  describe: (record: string, detail: Detail, raw: string | null) => string;
}

const cap = (s: unknown) => (typeof s === 'string' && s ? s.charAt(0).toUpperCase() + s.slice(1) : '');

/**
 * How a record is named when the server read its name (`entry.record`), and the panel screen it is
 * worked on. A record with no row left (deleted, purged) reads by its number only.
 */
const RECORD_KINDS: Record<string, { named: (name: string) => string; href?: (id: string) => string }> = {
  inquiry: { named: (n) => `inquiry from ${n}`, href: (id) => `${ADMIN_ROUTES.inquiries}/${id}` },
  admission: { named: (n) => `admission of ${n}`, href: (id) => `${ADMIN_ROUTES.admissions}/${id}` },
  donation: { named: (n) => `donation from ${n}`, href: (id) => `${ADMIN_ROUTES.donations}/${id}` },
  certificate: { named: (n) => `certificate of ${n}`, href: () => ADMIN_ROUTES.certificates },
  course: { named: (n) => `course “${n}”`, href: (id) => `${ADMIN_ROUTES.courses}/${id}` },
  photo: { named: (n) => `photo “${n}”`, href: () => ADMIN_ROUTES.gallery },
  video: { named: (n) => `video “${n}”`, href: () => ADMIN_ROUTES.videos },
  leader: { named: (n) => `leader ${n}`, href: () => ADMIN_ROUTES.people },
  testimonial: { named: (n) => `testimonial from ${n}`, href: () => ADMIN_ROUTES.people },
  // Users are the owner's screen; the sentence names the e-mail already.
  admin_user: { named: (n) => `user ${n}` },
};

export interface RecordRef {
  text: string;
  /** The panel screen of a record that still exists. */
  href?: string;
}

/** inquiry:12 → "inquiry from Asha Verma" (linked) while it exists, else "inquiry #12"; admin_user:3 → "user #3". */
export function recordOf(entry: Pick<ActivityEntry, 'target' | 'record'>): RecordRef | null {
  if (!entry.target) return null;
  const [kind = '', id] = entry.target.split(':');
  const noun = kind === 'admin_user' ? 'user' : kind.replace(/_/g, ' ');
  const known = RECORD_KINDS[kind];
  const plain = { text: id ? `${noun} #${id}` : noun };
  if (!known || !id || !entry.record) return plain;
  const name = entry.record.name.trim();
  return { text: name ? known.named(name) : plain.text, ...(known.href ? { href: known.href(id) } : {}) };
}

/** docs/admin-guide.md: the contact fields an admin corrects (name, email, phone), in the sentence's words. */
const CONTACT_FIELDS: Record<string, string> = { name: 'name', email: 'e-mail', phone: 'phone' };
const correctedContact = (record: string, detail: Detail) => {
  const fields = Object.keys(CONTACT_FIELDS).filter((f) => f in detail);
  return fields.length ? `Corrected the ${fields.map((f) => CONTACT_FIELDS[f]).join(', ')} of ${record}` : '';
};

function pipelineUpdate(record: string, detail: Detail): string {
  const contact = correctedContact(record, detail);
  if (contact && !('status' in detail) && !('notes' in detail)) return contact;
  const status = typeof detail.status === 'string' ? `Changed status of ${record} to ${cap(detail.status)}` : '';
  const notes = 'notes' in detail;
  if (status && notes) return `${status} and edited its notes`;
  if (status) return status;
  if (notes) return `Edited notes of ${record}`;
  // Decision 024: the lead's next step.
  if ('assignedTo' in detail)
    return detail.assignedTo === null
      ? `Unassigned ${record}`
      : `Assigned ${record}${'followUpOn' in detail ? ' and set its follow-up day' : ''}`;
  if ('followUpOn' in detail)
    return detail.followUpOn
      ? `Set the follow-up day of ${record} to ${String(detail.followUpOn)}`
      : `Cleared the follow-up day of ${record}`;
  return `Changed ${record}`;
}

function donationUpdate(record: string, detail: Detail): string {
  const contact = correctedContact(record, detail);
  if (contact && !['amount', 'message', 'upiReference', 'verified'].some((k) => k in detail)) return contact;
  if (detail.verified === true) return `Marked ${record} verified`;
  if (detail.verified === false) return `Marked ${record} not verified`;
  return `Edited amount, message or UPI reference of ${record}`;
}

/** Submissions go to the Trash (deleted or spam), come back from it, and leave it for good. */
function trashWordings<N extends 'inquiry' | 'admission' | 'donation'>(article: 'a' | 'an', noun: N) {
  return {
    [`${noun}.delete`]: {
      label: `Moved ${article} ${noun} to the Trash`,
      describe: (r: string) => `Moved ${r} to the Trash`,
    },
    [`${noun}.spam`]: { label: `Marked ${article} ${noun} as spam`, describe: (r: string) => `Marked ${r} as spam` },
    [`${noun}.restore`]: {
      label: `Restored ${article} ${noun}`,
      describe: (r: string) => `Restored ${r} from the Trash`,
    },
    [`${noun}.purge`]: {
      label: `Deleted ${article} ${noun} for good`,
      describe: (r: string) => `Deleted ${r} for good (from the Trash)`,
    },
  } as unknown as Record<`${N}.${'delete' | 'spam' | 'restore' | 'purge'}`, Wording>;
}

/** An export's detail names its format (xlsx) since the workbook export; older entries and CSV do not. */
const exported = (what: string): Wording => ({
  label: `Exported ${what}`,
  describe: (_r, detail) => `Exported ${what} to ${detail.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}`,
});

/** Every list's export, "Exported inquiries": the list's name in words ('feeReceipts' → "fee receipts"). */
const listExports = Object.fromEntries(
  EXPORT_LISTS.map((list) => [`${list}.export`, exported(list.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())]),
) as Record<`${(typeof EXPORT_LISTS)[number]}.export`, Wording>;

/** Settings detail is { field: { before, after } }: name the fields that changed (the values show below the sentence). */
function settingsUpdate(_record: string, detail: Detail): string {
  const fields = Object.keys(detail).map((field) =>
    // The Hindi of the prose settings is one entry (docs/decisions/026-hindi.md §3).
    field === 'hindi'
      ? 'Hindi of the address and office hours'
      : (SITE_SETTINGS_LABELS[field as SiteSettingsField] ?? field),
  );
  return fields.length ? `Changed the site settings: ${fields.join(', ')}` : 'Changed the site settings';
}

/** Site text detail is { key: { before, after }, language }: name the text by page and place. */
function siteTextChange(verb: string) {
  return (_record: string, detail: Detail): string => {
    const key = Object.keys(detail).find(isSiteTextKey);
    if (!key) return `${verb} a text of the site`;
    const page = key.split('.')[0];
    // The Hindi and the English of a text are saved apart: the line says which one changed.
    const where = [page ? (SITE_TEXT_PAGE_WORDS[page] ?? page) : '', detail.language === 'hi' ? 'Hindi' : '']
      .filter(Boolean)
      .join(', ');
    return `${verb} the site text “${siteTextLabel(key)}”${where ? ` (${where})` : ''}`;
  };
}
const SITE_TEXT_PAGE_WORDS: Record<string, string> = {
  home: 'home page',
  about: 'about page',
  services: 'service pages',
  donation: 'donation page',
  pages: 'page titles',
  footer: 'footer',
  courseLists: 'course list pages',
  forms: 'forms',
  legal: 'privacy and terms',
};

/** The ordered content lists (photos, videos, leaders, testimonials): moved up or down, reordered, deleted. */
function orderedWordings<N extends 'photo' | 'video' | 'leader' | 'testimonial'>(noun: N) {
  return {
    [`${noun}.move`]: {
      label: `Moved a ${noun}`,
      describe: (r: string, _d: Detail, raw: string | null) =>
        `Moved ${r}${raw === 'up' || raw === 'down' ? ` ${raw}` : ''}`,
    },
    [`${noun}.delete`]: { label: `Deleted a ${noun}`, describe: (r: string) => `Deleted ${r}` },
    // The whole list at once (a drag or keyboard reorder): which one moved is in the order itself.
    [`${noun}.reorder`]: { label: `Reordered the ${noun}s`, describe: () => `Put the ${noun}s in a new order` },
  } as unknown as Record<`${N}.${'move' | 'reorder' | 'delete'}`, Wording>;
}
const added = (noun: string): Wording => ({ label: `Added a ${noun}`, describe: (r) => `Added ${r}` });
const edited = (noun: string, what = ''): Wording => ({
  label: what ? `Edited a ${noun}'s ${what}` : `Edited a ${noun}`,
  describe: (r) => (what ? `Edited the ${what} of ${r}` : `Edited ${r}`),
});

// `satisfies`: a code of the catalogue without a wording, or a wording of a code the server never
// writes, does not compile.
const WORDING = {
  login: { label: 'Logged in', describe: () => 'Logged in' },
  'login.failed': { label: 'Failed login', describe: () => 'Failed login attempt (wrong email or password)' },
  logout: { label: 'Logged out', describe: () => 'Logged out' },
  'setup.owner': {
    label: 'Created the owner account',
    describe: () => 'Created the first owner account with the setup code',
  },
  'password.reset-request': {
    label: 'Asked for a reset link',
    describe: () => 'Asked for a password reset link by e-mail',
  },
  'password.reset': {
    label: 'Reset own password',
    describe: (_r, _d, raw) =>
      `Chose a new password with a reset link${raw && /^\d+$/.test(raw) ? ` (${raw} session${raw === '1' ? '' : 's'} signed out)` : ''}`,
  },
  'mail.test': {
    label: 'Sent a test e-mail',
    describe: (_r, _d, raw) => (raw ? `Sent a test e-mail: ${raw}` : 'Sent a test e-mail'),
  },
  'backup.create': { label: 'Backed up', describe: (_r, _d, raw) => `Made a backup${raw ? ` (${raw})` : ''}` },
  'backup.download': {
    label: 'Downloaded a backup',
    describe: (_r, _d, raw) => `Downloaded the backup${raw ? ` of ${raw}` : ''}`,
  },
  'inquiry.update': { label: 'Changed an inquiry', describe: pipelineUpdate },
  'admission.update': { label: 'Changed an admission', describe: pipelineUpdate },
  'donation.update': { label: 'Changed a donation', describe: donationUpdate },
  'certificate.upload': {
    label: 'Uploaded a certificate',
    describe: (r, _d, raw) => `Uploaded ${r}${raw ? ` (roll ${raw})` : ''}`,
  },
  'certificate.replace': { label: 'Replaced a certificate PDF', describe: (r) => `Replaced the PDF of ${r}` },
  'certificate.delete': { label: 'Deleted a certificate', describe: (r) => `Deleted ${r}` },
  ...listExports,
  'account.password': { label: 'Changed own password', describe: () => 'Changed their password' },
  'account.password.failed': {
    label: 'Wrong current password',
    describe: () => 'Tried to change their password (wrong current password)',
  },
  'account.session.end': { label: 'Signed out a session', describe: () => 'Signed out one of their other sessions' },
  'account.sessions.end-others': {
    label: 'Signed out other sessions',
    describe: (_r, _d, raw) => `Signed out their other sessions${raw && /^\d+$/.test(raw) ? ` (${raw})` : ''}`,
  },
  'user.create': { label: 'Added a user', describe: (r, d) => `Added ${d.email ?? r} as ${d.role ?? 'admin'}` },
  'user.role': {
    label: 'Changed a user’s role',
    describe: (r, d) => `Changed ${d.email ?? r} from ${d.from ?? '?'} to ${d.to ?? '?'}`,
  },
  'user.delete': {
    label: 'Removed a user',
    describe: (r, d) => `Removed ${d.email ?? r}${d.role ? ` (${d.role})` : ''}`,
  },
  'settings.update': { label: 'Changed the site settings', describe: settingsUpdate },
  'site-text.update': { label: 'Changed a site text', describe: siteTextChange('Changed') },
  'site-text.restore': {
    label: 'Restored an original site text',
    describe: siteTextChange('Restored the original of'),
  },
  'site-image.upload': {
    label: 'Uploaded a logo or favicon',
    describe: (_r, d) =>
      d.kind === 'favicon'
        ? 'Uploaded a new favicon (browser and home-screen icons)'
        : 'Uploaded a new logo (pages, share card and icons)',
  },
  'site-image.remove': {
    label: 'Went back to the original logo or favicon',
    describe: (_r, d) => `Went back to the original ${d.kind === 'favicon' ? 'favicon' : 'logo'}`,
  },
  'settings.seed': {
    label: 'Site settings from the server',
    describe: () => 'Filled the first site settings from the server’s configuration',
  },
  'reply-templates.update': {
    label: 'Changed the WhatsApp replies',
    describe: () => 'Changed the WhatsApp reply templates',
  },
  'release-try': {
    label: 'Tried a release',
    describe: (_r, _d, raw) => `Tried release ${raw ?? ''} in their own browser`.replace('  ', ' '),
  },
  ...trashWordings('an', 'inquiry'),
  ...trashWordings('an', 'admission'),
  ...trashWordings('a', 'donation'),
  'course.create': added('course'),
  'course.update': edited('course'),
  'course.delete': { label: 'Deleted a course', describe: (r) => `Deleted ${r}` },
  'course.reorder': { label: 'Reordered courses', describe: () => 'Reordered the courses' },
  'photo.add': added('photo'),
  'photo.caption': edited('photo', 'caption'),
  'video.add': added('video'),
  'video.title': edited('video', 'title'),
  'leader.add': added('leader'),
  'leader.update': edited('leader'),
  'testimonial.add': added('testimonial'),
  'testimonial.update': edited('testimonial'),
  ...orderedWordings('photo'),
  ...orderedWordings('video'),
  ...orderedWordings('leader'),
  ...orderedWordings('testimonial'),
} satisfies Record<AuditAction, Wording>;

export const ACTIVITY_WORDING: Readonly<Record<string, Wording>> = WORDING;

/** The action filter's choices: each code the server writes, once, by its label. */
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: WORDING[value].label })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

export function parseDetail(detail: string | null): Detail {
  if (!detail?.startsWith('{')) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' ? (value as Detail) : {};
  } catch {
    return {};
  }
}

export function describeActivity(entry: ActivityEntry): string {
  return describeActivityParts(entry)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
}

/** Stands for the record in a sentence, so the screen can put a link in its place. */
const RECORD = '\u0000record\u0000';

/** The sentence in parts: text, and the record (with its link) where the sentence names it. */
export function describeActivityParts(entry: ActivityEntry): Array<string | RecordRef> {
  const record = recordOf(entry);
  const wording = ACTIVITY_WORDING[entry.action];
  const sentence = !wording
    ? record
      ? `${entry.action} (${RECORD})`
      : entry.action
    : wording.describe(record ? RECORD : '', parseDetail(entry.detail), entry.detail);
  return sentence
    .split(RECORD)
    .flatMap((text, i) => (i === 0 || !record ? [text] : [record, text]))
    .filter((part) => part !== '');
}
