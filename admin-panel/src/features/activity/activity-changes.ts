import { SITE_SETTINGS_LABELS } from '@dds/shared/schemas/site-settings';
import { isSiteTextKey, siteTextLabel } from '@dds/shared/schemas/site-text-edit';
import type { ActivityTextId } from './activity-text';
import { ENGLISH_WORDS, type ActivityWords } from './activity-wording';

/**
 * The before → after of an audit entry, for the Activity screen. The server writes two shapes:
 * settings, courses, photos, videos and people as `{ field: { before, after } }`; submission
 * edits (inquiries, admissions, donations) as `{ field: after, …, before: { field: before } }`.
 * Anything else (an older entry, a plain text detail) has no changes to show.
 */
export interface FieldChange {
  field: string;
  label: string;
  /**
   * 'en' when the label is the field's own name in words ("mergedInto" → "Merged into": a field a
   * newer server writes, which the panel has no words for) on a screen in another language.
   */
  labelLang?: 'en';
  before: string;
  after: string;
}

type Detail = Record<string, unknown>;

const isPair = (v: unknown): v is { before: unknown; after: unknown } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && 'before' in v && 'after' in v;

/** Names the admin saw on the forms (./activity-text.ts); other fields in words ("upiReference" → "Upi reference"). */
const LABELS: Record<string, ActivityTextId> = {
  upiReference: 'change.upiReference',
  fee: 'change.fee',
  feeFrom: 'change.feeFrom',
  inLandingGrid: 'change.inLandingGrid',
  inAdmissionCatalogue: 'change.inAdmissionCatalogue',
  /** A record's Hindi: `{ English text: its Hindi }` (docs/decisions/026-hindi.md §3). */
  hindi: 'change.hindi',
  status: 'change.status',
  notes: 'change.notes',
  name: 'change.name',
  email: 'change.email',
  phone: 'change.phone',
  amount: 'change.amount',
  message: 'change.message',
  verified: 'change.verified',
  followUpOn: 'change.followUpOn',
  assignedTo: 'change.assignedTo',
};
const labelOf = (field: string, w: ActivityWords): Pick<FieldChange, 'label' | 'labelLang'> => {
  if (field in SITE_SETTINGS_LABELS) return { label: w.setting(field) };
  if (LABELS[field]) return { label: w.t(LABELS[field]) };
  if (isSiteTextKey(field)) return { label: siteTextLabel(field) };
  const words = field
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), ...(w.language !== 'en' ? { labelLang: 'en' } : {}) };
};

/** A value as one readable text: lists joined, yes/no for flags, "(empty)" for nothing. */
export function shownValue(value: unknown, w = ENGLISH_WORDS): string {
  const empty = w.t('change.empty');
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return w.t(value ? 'change.yes' : 'change.no');
  if (Array.isArray(value))
    return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : empty;
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    // A record's Hindi, by the English each translates: "English → Hindi; …".
    if (entries.every(([, v]) => typeof v === 'string'))
      return entries.length ? entries.map(([k, v]) => `${k} → ${String(v)}`).join('; ') : empty;
    return JSON.stringify(value);
  }
  return String(value);
}

export function changesOf(detail: Detail, w = ENGLISH_WORDS): FieldChange[] {
  const changes: FieldChange[] = [];
  const before =
    detail.before && typeof detail.before === 'object' && !isPair(detail.before)
      ? (detail.before as Detail)
      : undefined;
  for (const [field, value] of Object.entries(detail)) {
    if (isPair(value))
      changes.push({
        field,
        ...labelOf(field, w),
        before: shownValue(value.before, w),
        after: shownValue(value.after, w),
      });
    else if (before && field !== 'before' && field in before)
      changes.push({
        field,
        ...labelOf(field, w),
        before: shownValue(before[field], w),
        after: shownValue(value, w),
      });
  }
  return changes;
}
