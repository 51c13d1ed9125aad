import type { ActivityEntry } from '@dds/shared/schemas/account';
import {
  AUDIT_ACTIONS,
  EXPORT_LISTS,
  type AuditAction,
  type OrderedKind,
  type RecordKind,
} from '@dds/shared/schemas/audit-actions';
import { LIST_OF_SUBMISSION, perSubmission, type SubmissionKind } from '@dds/shared/resources/admin-lists';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { SITE_SETTINGS_LABELS, type SiteSettingsField } from '@dds/shared/schemas/site-settings';
import { isSiteTextKey, siteTextLabel } from '@dds/shared/schemas/site-text-edit';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { adminText, type Translate } from '../../i18n/admin-text';
import { activityText, type ActivityTextId } from './activity-text';

/**
 * The audit log's action codes in words an administrator reads: "Changed status of inquiry #12 to
 * Contacted". `label` names the action in the filter; `describe` makes the sentence of one entry.
 * Every code of the shared catalogue has exactly one wording (the type says so), and the filter
 * lists the catalogue, so it offers only what the server writes (docs/decisions/019-activity-you-can-read.md).
 * An unknown code (from a newer server, decision 005's "Codes a panel does not know") reads as a
 * sentence in the admin's language that says what it can — something was done, on which record —
 * with the code kept in it for support: "Did something this panel does not name yet (record.merge)
 * on inquiry #12".
 */
type Detail = Record<string, unknown>;

/**
 * What a sentence needs of the admin's language (docs/decisions/026-hindi.md §8): the frames of
 * ./activity-text.ts, a status's word, a setting's label and a list's name. English by default, the
 * screen's words before translation: the sentences' other callers and tests are unchanged.
 */
export interface ActivityWords {
  /** The language the words are in: what the panel cannot word (a newer server's code) is marked English beside them. */
  language: SiteLanguage;
  t: Translate<typeof activityText>;
  /** "contacted" of an inquiry → "Contacted" (English: the code capitalised, as before). */
  status: (kind: string, code: string) => string;
  /** A setting's label as the Settings screen names it. */
  setting: (field: string) => string;
  /** An export's list ("feeReceipts" → "fee receipts"). */
  list: (list: string) => string;
}

const cap = (s: unknown) => (typeof s === 'string' && s ? s.charAt(0).toUpperCase() + s.slice(1) : '');

export const ENGLISH_WORDS: ActivityWords = {
  language: 'en',
  t: (id, values) => adminText('en', activityText, id, values),
  status: (_kind, code) => cap(code),
  setting: (field) => SITE_SETTINGS_LABELS[field as SiteSettingsField] ?? field,
  list: (list) => list.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(),
};

interface Wording {
  label: (w: ActivityWords) => string;
  describe: (w: ActivityWords, record: string, detail: Detail, raw: string | null) => string;
}

/**
 * The panel screen a record is worked on, by its kind. Its name in a sentence is `named.<kind>`
 * (activity-text.ts) when the server read its name (`entry.record`); a record with no row left
 * (deleted, purged) reads by its number only.
 */
const RECORD_SCREENS: Record<RecordKind, ((id: string) => string) | null> = {
  ...perSubmission((kind) => (id: string) => `${ADMIN_ROUTES[LIST_OF_SUBMISSION[kind]]}/${id}`),
  certificate: () => ADMIN_ROUTES.certificates,
  course: (id) => `${ADMIN_ROUTES.courses}/${id}`,
  photo: () => ADMIN_ROUTES.gallery,
  video: () => ADMIN_ROUTES.videos,
  leader: () => ADMIN_ROUTES.people,
  testimonial: () => ADMIN_ROUTES.people,
  // Users are the owner's screen; the sentence names the e-mail already.
  admin_user: null,
};
const isKnownKind = (kind: string): kind is RecordKind => Object.hasOwn(RECORD_SCREENS, kind);

export interface RecordRef {
  text: string;
  /** The panel screen of a record that still exists. */
  href?: string;
}

/** inquiry:12 → "inquiry from Asha Verma" (linked) while it exists, else "inquiry #12"; admin_user:3 → "user #3". */
export function recordOf(entry: Pick<ActivityEntry, 'target' | 'record'>, w = ENGLISH_WORDS): RecordRef | null {
  if (!entry.target) return null;
  const [kind = '', id] = entry.target.split(':');
  const known = isKnownKind(kind);
  const noun = known ? w.t(`kind.${kind}`) : kind.replace(/_/g, ' ');
  const plain = { text: id ? w.t('activity.numbered', { noun, id }) : noun };
  if (!known || !id || !entry.record) return plain;
  const name = entry.record.name.trim();
  const href = RECORD_SCREENS[kind];
  return { text: name ? w.t(`named.${kind}`, { name }) : plain.text, ...(href ? { href: href(id) } : {}) };
}

/** docs/admin-guide.md: the contact fields an admin corrects (name, email, phone), in the sentence's words. */
const CONTACT_FIELDS = { name: 'did.contact.name', email: 'did.contact.email', phone: 'did.contact.phone' } as const;
const correctedContact = (w: ActivityWords, record: string, detail: Detail) => {
  const fields = (Object.keys(CONTACT_FIELDS) as Array<keyof typeof CONTACT_FIELDS>).filter((f) => f in detail);
  return fields.length
    ? w.t('did.corrected', { fields: fields.map((f) => w.t(CONTACT_FIELDS[f])).join(', '), record })
    : '';
};

function pipelineUpdate(kind: 'inquiry' | 'admission') {
  return (w: ActivityWords, record: string, detail: Detail): string => {
    const contact = correctedContact(w, record, detail);
    if (contact && !('status' in detail) && !('notes' in detail)) return contact;
    const status = typeof detail.status === 'string' ? w.status(kind, detail.status) : '';
    const notes = 'notes' in detail;
    if (status && notes) return w.t('did.statusAndNotes', { record, status });
    if (status) return w.t('did.status', { record, status });
    if (notes) return w.t('did.notes', { record });
    // Decision 024: the lead's next step.
    if ('assignedTo' in detail)
      return detail.assignedTo === null
        ? w.t('did.unassigned', { record })
        : w.t('followUpOn' in detail ? 'did.assignedWithDay' : 'did.assigned', { record });
    if ('followUpOn' in detail)
      return detail.followUpOn
        ? w.t('did.followUpDay', { record, day: String(detail.followUpOn) })
        : w.t('did.followUpCleared', { record });
    return w.t('did.changed', { record });
  };
}

function donationUpdate(w: ActivityWords, record: string, detail: Detail): string {
  const contact = correctedContact(w, record, detail);
  if (contact && !['amount', 'message', 'upiReference', 'verified'].some((k) => k in detail)) return contact;
  if (detail.verified === true) return w.t('did.verified', { record });
  if (detail.verified === false) return w.t('did.notVerified', { record });
  return w.t('did.donationDetails', { record });
}

/** A wording whose name and sentence are fixed ids of ./activity-text.ts. */
const fixed = (label: ActivityTextId, did: ActivityTextId): Wording => ({
  label: (w) => w.t(label),
  describe: (w, record) => w.t(did, { record }),
});

/** Submissions go to the Trash (deleted or spam), come back from it, and leave it for good. */
function trashWordings<N extends SubmissionKind>(noun: N) {
  return {
    [`${noun}.delete`]: fixed(`label.${noun}.delete`, 'did.trashed'),
    [`${noun}.spam`]: fixed(`label.${noun}.spam`, 'did.spam'),
    [`${noun}.restore`]: fixed(`label.${noun}.restore`, 'did.restored'),
    [`${noun}.purge`]: fixed(`label.${noun}.purge`, 'did.purged'),
  } as Record<`${N}.${'delete' | 'spam' | 'restore' | 'purge'}`, Wording>;
}

/** An export's detail names its format (xlsx) since the workbook export; older entries and CSV do not. */
const exported = (list: string): Wording => ({
  label: (w) => w.t('label.export', { list: w.list(list) }),
  describe: (w, _r, detail) =>
    w.t('did.exported', { list: w.list(list), format: detail.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV' }),
});

/** Every list's export, "Exported inquiries". */
const listExports = Object.fromEntries(EXPORT_LISTS.map((list) => [`${list}.export`, exported(list)])) as Record<
  `${(typeof EXPORT_LISTS)[number]}.export`,
  Wording
>;

/** Settings detail is { field: { before, after } }: name the fields that changed (the values show below the sentence). */
function settingsUpdate(w: ActivityWords, _record: string, detail: Detail): string {
  const fields = Object.keys(detail).map((field) =>
    // The Hindi of the prose settings is one entry (docs/decisions/026-hindi.md §3).
    field === 'hindi' ? w.t('did.settingsHindi') : w.setting(field),
  );
  return fields.length ? w.t('did.settingsFields', { fields: fields.join(', ') }) : w.t('did.settings');
}

/** Site text detail is { key: { before, after }, language }: name the text by page and place. */
function siteTextChange(restored: boolean) {
  return (w: ActivityWords, _record: string, detail: Detail): string => {
    const key = Object.keys(detail).find(isSiteTextKey);
    if (!key) return w.t(restored ? 'did.siteTextSomeRestored' : 'did.siteTextSome');
    const page = key.split('.')[0] ?? '';
    // The Hindi and the English of a text are saved apart: the line says which one changed.
    const pageWords = page in SITE_TEXT_PAGES ? w.t(SITE_TEXT_PAGES[page]!) : page;
    const where = [pageWords, detail.language === 'hi' ? w.t('did.inHindi') : ''].filter(Boolean).join(', ');
    const text = siteTextLabel(key);
    if (!where) return w.t(restored ? 'did.siteTextRestored' : 'did.siteText', { text });
    return w.t(restored ? 'did.siteTextRestoredWhere' : 'did.siteTextWhere', { text, where });
  };
}
const SITE_TEXT_PAGES: Record<string, ActivityTextId> = {
  home: 'page.home',
  about: 'page.about',
  services: 'page.services',
  donation: 'page.donation',
  pages: 'page.pages',
  footer: 'page.footer',
  courseLists: 'page.courseLists',
  forms: 'page.forms',
  legal: 'page.legal',
};

/** The ordered content lists (photos, videos, leaders, testimonials): moved up or down, reordered, deleted. */
function orderedWordings<N extends OrderedKind>(noun: N) {
  return {
    [`${noun}.move`]: {
      label: (w: ActivityWords) => w.t(`label.${noun}.move`),
      describe: (w: ActivityWords, record: string, _d: Detail, raw: string | null) =>
        w.t(raw === 'up' ? 'did.movedUp' : raw === 'down' ? 'did.movedDown' : 'did.moved', { record }),
    },
    [`${noun}.delete`]: fixed(`label.${noun}.delete`, 'did.deleted'),
    // The whole list at once (a drag or keyboard reorder): which one moved is in the order itself.
    [`${noun}.reorder`]: fixed(`label.${noun}.reorder`, `did.reordered.${noun}`),
  } as Record<`${N}.${'move' | 'reorder' | 'delete'}`, Wording>;
}

/** A sentence from the entry's plain-text detail (`raw`): with it, or without it when there is none. */
const withRaw = (label: ActivityTextId, without: ActivityTextId, with_: ActivityTextId): Wording => ({
  label: (w) => w.t(label),
  describe: (w, _r, _d, raw) => (raw ? w.t(with_, { detail: raw }) : w.t(without)),
});
/** A role by its code (owner, staff) in the sentence's language; an unknown code as written. */
const roleOf = (w: ActivityWords, role: unknown) =>
  role === 'owner' || role === 'staff' ? w.t(`did.role.${role}`) : String(role);
const isCount = (raw: string | null): raw is string => !!raw && /^\d+$/.test(raw);

// `satisfies`: a code of the catalogue without a wording, or a wording of a code the server never
// writes, does not compile.
const WORDING = {
  login: fixed('label.login', 'did.login'),
  'login.failed': fixed('label.login.failed', 'did.loginFailed'),
  logout: fixed('label.logout', 'did.logout'),
  'setup.owner': fixed('label.setup.owner', 'did.setupOwner'),
  'password.reset-request': fixed('label.password.reset-request', 'did.resetRequest'),
  'password.reset': {
    label: (w) => w.t('label.password.reset'),
    describe: (w, _r, _d, raw) => (isCount(raw) ? w.t('did.resetEnded', { count: Number(raw) }) : w.t('did.reset')),
  },
  'mail.test': withRaw('label.mail.test', 'did.mailTest', 'did.mailTestTo'),
  'backup.create': withRaw('label.backup.create', 'did.backup', 'did.backupNamed'),
  'backup.download': withRaw('label.backup.download', 'did.download', 'did.downloadOf'),
  'inquiry.update': { label: (w) => w.t('label.inquiry.update'), describe: pipelineUpdate('inquiry') },
  'admission.update': { label: (w) => w.t('label.admission.update'), describe: pipelineUpdate('admission') },
  'donation.update': { label: (w) => w.t('label.donation.update'), describe: donationUpdate },
  'certificate.upload': {
    label: (w) => w.t('label.certificate.upload'),
    describe: (w, record, _d, raw) =>
      raw ? w.t('did.uploadedRoll', { record, roll: raw }) : w.t('did.uploaded', { record }),
  },
  'certificate.replace': fixed('label.certificate.replace', 'did.replacedPdf'),
  'certificate.delete': fixed('label.certificate.delete', 'did.deleted'),
  ...listExports,
  'account.password': fixed('label.account.password', 'did.password'),
  'account.password.failed': fixed('label.account.password.failed', 'did.passwordFailed'),
  'account.session.end': fixed('label.account.session.end', 'did.sessionEnd'),
  'account.sessions.end-others': {
    label: (w) => w.t('label.account.sessions.end-others'),
    describe: (w, _r, _d, raw) => (isCount(raw) ? w.t('did.othersEndedCount', { count: raw }) : w.t('did.othersEnded')),
  },
  'user.create': {
    label: (w) => w.t('label.user.create'),
    describe: (w, r, d) =>
      w.t('did.userAdded', {
        email: String(d.email ?? r),
        role: d.role == null ? w.t('did.anAdmin') : roleOf(w, d.role),
      }),
  },
  'user.role': {
    label: (w) => w.t('label.user.role'),
    describe: (w, r, d) =>
      w.t('did.userRole', {
        email: String(d.email ?? r),
        from: d.from == null ? '?' : roleOf(w, d.from),
        to: d.to == null ? '?' : roleOf(w, d.to),
      }),
  },
  'user.delete': {
    label: (w) => w.t('label.user.delete'),
    describe: (w, r, d) =>
      d.role
        ? w.t('did.userRemovedRole', { email: String(d.email ?? r), role: roleOf(w, d.role) })
        : w.t('did.userRemoved', { email: String(d.email ?? r) }),
  },
  'settings.update': { label: (w) => w.t('label.settings.update'), describe: settingsUpdate },
  'site-text.update': { label: (w) => w.t('label.site-text.update'), describe: siteTextChange(false) },
  'site-text.restore': { label: (w) => w.t('label.site-text.restore'), describe: siteTextChange(true) },
  'site-image.upload': {
    label: (w) => w.t('label.site-image.upload'),
    describe: (w, _r, d) => w.t(d.kind === 'favicon' ? 'did.favicon' : 'did.logo'),
  },
  'site-image.remove': {
    label: (w) => w.t('label.site-image.remove'),
    describe: (w, _r, d) => w.t(d.kind === 'favicon' ? 'did.originalFavicon' : 'did.originalLogo'),
  },
  'settings.seed': fixed('label.settings.seed', 'did.settingsSeed'),
  'reply-templates.update': fixed('label.reply-templates.update', 'did.replies'),
  'release-try': {
    label: (w) => w.t('label.release-try'),
    describe: (w, _r, _d, raw) => w.t('did.releaseTry', { release: raw ?? '' }).replace('  ', ' '),
  },
  ...trashWordings('inquiry'),
  ...trashWordings('admission'),
  ...trashWordings('donation'),
  'course.create': fixed('label.course.create', 'did.added'),
  'course.update': fixed('label.course.update', 'did.edited'),
  'course.delete': fixed('label.course.delete', 'did.deleted'),
  'course.reorder': fixed('label.course.reorder', 'did.coursesReordered'),
  'photo.add': fixed('label.photo.add', 'did.added'),
  'photo.caption': fixed('label.photo.caption', 'did.editedCaption'),
  'video.add': fixed('label.video.add', 'did.added'),
  'video.title': fixed('label.video.title', 'did.editedTitle'),
  'leader.add': fixed('label.leader.add', 'did.added'),
  'leader.update': fixed('label.leader.update', 'did.edited'),
  'testimonial.add': fixed('label.testimonial.add', 'did.added'),
  'testimonial.update': fixed('label.testimonial.update', 'did.edited'),
  ...orderedWordings('photo'),
  ...orderedWordings('video'),
  ...orderedWordings('leader'),
  ...orderedWordings('testimonial'),
} satisfies Record<AuditAction, Wording>;

export const ACTIVITY_WORDING: Readonly<Record<string, Wording>> = WORDING;

/** The action filter's choices: each code the server writes, once, by its label in the admin's language. */
export function actionOptions(w = ENGLISH_WORDS, locale = 'en'): Array<{ value: string; label: string }> {
  return AUDIT_ACTIONS.map((value) => ({ value, label: WORDING[value].label(w) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
export const ACTION_OPTIONS = actionOptions();

export function parseDetail(detail: string | null): Detail {
  if (!detail?.startsWith('{')) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' ? (value as Detail) : {};
  } catch {
    return {};
  }
}

export function describeActivity(entry: ActivityEntry, w = ENGLISH_WORDS): string {
  return describeActivityParts(entry, w)
    .map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text))
    .join('');
}

/** Stand for the record and for an unknown action's code in a sentence, so the screen can put an element there. */
const RECORD = '\u0000record\u0000';
const CODE = '\u0000code\u0000';

/** An action code the panel has no words for, kept in its sentence so support can find it. */
export interface UnknownCode {
  code: string;
}

/** Whether this panel has words for an action code (a newer server may write codes it does not know). */
export const isKnownAction = (action: string): boolean => Object.hasOwn(ACTIVITY_WORDING, action);

/** The action filter's name of a code this panel does not know (one chosen in the URL). */
export const unknownActionLabel = (action: string, w = ENGLISH_WORDS): string => w.t('label.unknown', { code: action });

/**
 * The sentence in parts: text, the record (with its link) where the sentence names it, and an
 * unknown action's code where the fallback sentence keeps it.
 */
export function describeActivityParts(
  entry: ActivityEntry,
  w = ENGLISH_WORDS,
): Array<string | RecordRef | UnknownCode> {
  const record = recordOf(entry, w);
  const wording = isKnownAction(entry.action) ? ACTIVITY_WORDING[entry.action] : undefined;
  const sentence = !wording
    ? w.t(record ? 'did.unknownOn' : 'did.unknown', { record: RECORD, code: CODE })
    : wording.describe(w, record ? RECORD : '', parseDetail(entry.detail), entry.detail);
  return sentence
    .split(/(\u0000(?:record|code)\u0000)/)
    .map((part) => (part === RECORD && record ? record : part === CODE ? { code: entry.action } : part))
    .filter((part) => part !== '');
}
