import type { ActivityEntry } from '@dds/shared/schemas/account';
import { SITE_SETTINGS_LABELS, type SiteSettingsField } from '@dds/shared/schemas/site-settings';

/**
 * The audit log's action codes in words an administrator reads: "Changed status of inquiry #12 to
 * Contacted". `label` names the action in the filter; `describe` makes the sentence of one entry.
 * An action not listed (one added later) still shows, as its code and record.
 */
type Detail = Record<string, unknown>;
interface Wording {
  label: string;
  describe: (record: string, detail: Detail, raw: string | null) => string;
}

const cap = (s: unknown) => (typeof s === 'string' && s ? s.charAt(0).toUpperCase() + s.slice(1) : '');

/** inquiry:12 → "inquiry #12"; admin_user:3 → "user #3". */
function recordName(target: string | null): string {
  if (!target) return '';
  const [kind, id] = target.split(':');
  const noun = kind === 'admin_user' ? 'user' : (kind ?? '').replace(/_/g, ' ');
  return id ? `${noun} #${id}` : noun;
}

/** Issue 13: the contact fields an admin corrects (name, email, phone), in the sentence's words. */
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
  return `Changed ${record}`;
}

function donationUpdate(record: string, detail: Detail): string {
  const contact = correctedContact(record, detail);
  if (contact && !['amount', 'message', 'upiReference', 'verified'].some((k) => k in detail)) return contact;
  if (detail.verified === true) return `Marked ${record} verified`;
  if (detail.verified === false) return `Marked ${record} not verified`;
  return `Edited amount, message or UPI reference of ${record}`;
}

/** Issue 13: submissions go to the Trash (deleted or spam) and come back from it. */
function trashWordings(article: 'a' | 'an', noun: string): Record<string, Wording> {
  return {
    [`${noun}.delete`]: { label: `Moved ${article} ${noun} to the Trash`, describe: (r) => `Moved ${r} to the Trash` },
    [`${noun}.spam`]: { label: `Marked ${article} ${noun} as spam`, describe: (r) => `Marked ${r} as spam` },
    [`${noun}.restore`]: { label: `Restored ${article} ${noun}`, describe: (r) => `Restored ${r} from the Trash` },
  };
}

/** An export's detail names its format (xlsx) since the workbook export; older entries and CSV do not. */
const exported = (what: string): Wording => ({ label: `Exported ${what}`, describe: (_r, detail) => `Exported ${what} to ${detail.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}` });

/** Settings detail is { field: { before, after } }: name the fields that changed (the values show below the sentence). */
function settingsUpdate(_record: string, detail: Detail): string {
  const fields = Object.keys(detail).map((field) => SITE_SETTINGS_LABELS[field as SiteSettingsField] ?? field);
  return fields.length ? `Changed the site settings: ${fields.join(', ')}` : 'Changed the site settings';
}

/** The content lists (photos, videos, leaders, testimonials, courses): added, edited, moved, deleted. */
function contentWordings(noun: string, plural: string): Record<string, Wording> {
  return {
    [`${noun}.add`]: { label: `Added a ${noun}`, describe: (r) => `Added ${r}` },
    [`${noun}.create`]: { label: `Added a ${noun}`, describe: (r) => `Added ${r}` },
    [`${noun}.update`]: { label: `Edited a ${noun}`, describe: (r) => `Edited ${r}` },
    [`${noun}.caption`]: { label: `Edited a ${noun}'s caption`, describe: (r) => `Edited the caption of ${r}` },
    [`${noun}.title`]: { label: `Edited a ${noun}'s title`, describe: (r) => `Edited the title of ${r}` },
    [`${noun}.move`]: { label: `Moved a ${noun}`, describe: (r, _d, raw) => `Moved ${r}${raw === 'up' || raw === 'down' ? ` ${raw}` : ''}` },
    [`${noun}.reorder`]: { label: `Reordered ${plural}`, describe: () => `Reordered the ${plural}` },
    [`${noun}.delete`]: { label: `Deleted a ${noun}`, describe: (r) => `Deleted ${r}` },
  };
}

export const ACTIVITY_WORDING: Record<string, Wording> = {
  login: { label: 'Logged in', describe: () => 'Logged in' },
  'login.failed': { label: 'Failed login', describe: () => 'Failed login attempt (wrong email or password)' },
  logout: { label: 'Logged out', describe: () => 'Logged out' },
  'inquiry.update': { label: 'Changed an inquiry', describe: pipelineUpdate },
  'admission.update': { label: 'Changed an admission', describe: pipelineUpdate },
  'donation.update': { label: 'Changed a donation', describe: donationUpdate },
  'certificate.upload': { label: 'Uploaded a certificate', describe: (r, _d, raw) => `Uploaded ${r}${raw ? ` (roll ${raw})` : ''}` },
  'certificate.replace': { label: 'Replaced a certificate PDF', describe: (r) => `Replaced the PDF of ${r}` },
  'certificate.delete': { label: 'Deleted a certificate', describe: (r) => `Deleted ${r}` },
  'inquiries.export': exported('inquiries'),
  'admissions.export': exported('admissions'),
  'donations.export': exported('donations'),
  'certificates.export': exported('certificates'),
  'account.password': { label: 'Changed own password', describe: () => 'Changed their password' },
  'account.password.failed': { label: 'Wrong current password', describe: () => 'Tried to change their password (wrong current password)' },
  'account.session.end': { label: 'Signed out a session', describe: () => 'Signed out one of their other sessions' },
  'account.sessions.end-others': {
    label: 'Signed out other sessions',
    describe: (_r, _d, raw) => `Signed out their other sessions${raw && /^\d+$/.test(raw) ? ` (${raw})` : ''}`,
  },
  'user.create': { label: 'Added a user', describe: (r, d) => `Added ${d.email ?? r} as ${d.role ?? 'admin'}` },
  'user.role': { label: 'Changed a user’s role', describe: (r, d) => `Changed ${d.email ?? r} from ${d.from ?? '?'} to ${d.to ?? '?'}` },
  'user.delete': { label: 'Removed a user', describe: (r, d) => `Removed ${d.email ?? r}${d.role ? ` (${d.role})` : ''}` },
  'settings.update': { label: 'Changed the site settings', describe: settingsUpdate },
  'settings.seed': { label: 'Site settings from the server', describe: () => 'Filled the first site settings from the server’s configuration' },
  ...trashWordings('an', 'inquiry'),
  ...trashWordings('an', 'admission'),
  ...trashWordings('a', 'donation'),
  ...contentWordings('course', 'courses'),
  ...contentWordings('photo', 'photos'),
  ...contentWordings('video', 'videos'),
  ...contentWordings('leader', 'leaders'),
  ...contentWordings('testimonial', 'testimonials'),
};

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
  const record = recordName(entry.target);
  const wording = ACTIVITY_WORDING[entry.action];
  if (!wording) return record ? `${entry.action} (${record})` : entry.action;
  return wording.describe(record, parseDetail(entry.detail), entry.detail);
}
