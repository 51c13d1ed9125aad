import { formatAmount } from '@dds/shared/schemas';
import { formatDate } from '../../ui/format';
import { describeActivity, isKnownAction, type ActivityWords, type UnknownCode } from '../activity';
import type { HistoryEntry } from './record-api';
import type { ResourceDefinition } from '@dds/shared/resources';
import { adminText, type Translate } from '../../i18n/admin-text';
import { recordText, type RecordTextId } from './record-text';

type Say = Translate<typeof recordText>;
const inEnglish: Say = (id, values) => adminText('en', recordText, id, values);

type Detail = Record<string, unknown>;

/** The audit detail arrives as an object or as the JSON the log stores; anything else has nothing to read. */
function asDetail(details: unknown): Detail {
  if (typeof details === 'string' && details.startsWith('{')) {
    try {
      return asDetail(JSON.parse(details));
    } catch {
      return {};
    }
  }
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Detail) : {};
}

const isChange = (v: unknown): v is { before?: unknown; after?: unknown } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && ('after' in v || 'before' in v);

/** Bookkeeping in the detail, not a field of the record. */
const NOT_FIELDS = new Set(['before', 'after', 'bulk', 'action', 'ids', 'from']);

/**
 * Every field this entry changed as [key, before, after]. The server writes the update as sent plus
 * `before` holding each changed field's old value ({ phone: '98…', before: { phone: '97…' } }); a
 * field sent but absent from `before` did not change. Older entries are the plain update, and
 * per-field pairs ({ phone: { before, after } }) are read too.
 */
function changes(detail: Detail): Array<[string, unknown, unknown]> {
  if (detail.before && typeof detail.before === 'object') {
    const before = asDetail(detail.before);
    const after = detail.after && typeof detail.after === 'object' ? asDetail(detail.after) : detail;
    return Object.keys(before)
      .filter((key) => !NOT_FIELDS.has(key))
      .map((key) => [key, before[key], after[key]]);
  }
  return Object.entries(detail)
    .filter(([key]) => !NOT_FIELDS.has(key))
    .map(([key, value]) => (isChange(value) ? [key, value.before, value.after] : [key, undefined, value]));
}

/** Who an assignee id is (the panel's list of admins); a removed user by number. */
export type PersonOf = (id: number) => string;

/** Fields of a lead that are not in the definition (decision 024: its next step). */
const LEAD_LABELS: Record<string, RecordTextId> = {
  followUpOn: 'history.followUpOn',
  assignedTo: 'history.assignedTo',
};

function valueWordsOf(def: ResourceDefinition, key: string, value: unknown, say: Say, person?: PersonOf): string {
  if (value === null || value === undefined || value === '') return say('history.empty');
  if (key === 'assignedTo' && typeof value === 'number')
    return person ? person(value) : say('history.user', { id: String(value) });
  if (key === 'followUpOn' && typeof value === 'string') return formatDate(value);
  if (key === 'status' && typeof value === 'string')
    return def.statusLabels?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
  if (key === 'amount' && typeof value === 'number') return formatAmount(value);
  return `“${String(value)}”`;
}

const isEmpty = (v: unknown) => v === null || v === '';

/** "Phone" → "phone", but "UPI reference" keeps its capitals. */
const inSentence = (label: string) =>
  /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

function changeWords(
  def: ResourceDefinition,
  [key, before, after]: [string, unknown, unknown],
  say: Say,
  person?: PersonOf,
): string {
  const lead = LEAD_LABELS[key];
  const label = inSentence(def.fields.find((f) => f.key === key)?.label ?? (lead ? say(lead) : key));
  const words = (v: unknown) => valueWordsOf(def, key, v, say, person);
  if (key === 'notes') return say('history.notes');
  if (key === 'assignedTo')
    return isEmpty(after)
      ? say('history.unassigned', { before: words(before) })
      : say('history.assigned', { after: words(after) });
  if (key === 'verified') return say(after ? 'history.verified' : 'history.notVerified');
  if (isEmpty(after))
    return before === undefined || isEmpty(before)
      ? say('history.cleared', { label })
      : say('history.clearedWas', { label, before: words(before) });
  if (isEmpty(before)) return say('history.set', { label, after: words(after) });
  return before === undefined
    ? say('history.changedTo', { label, after: words(after) })
    : say('history.changed', { label, before: words(before), after: words(after) });
}

const TRASH_WORDS: Record<string, RecordTextId> = {
  delete: 'history.moved',
  spam: 'history.spam',
  restore: 'history.restored',
};

/**
 * One history line in words an office clerk reads: "Changed phone from “98765 4321O” to “9876543210”",
 * in the language of `say` (docs/decisions/026-hindi.md §8; `def` given in that language too), and
 * `words` the Activity screen's words in it.
 */
export function describeHistory(
  def: ResourceDefinition,
  entry: HistoryEntry,
  person?: PersonOf,
  say: Say = inEnglish,
  words?: ActivityWords,
): string {
  return describeHistoryParts(def, entry, person, say, words)
    .map((part) => (typeof part === 'string' ? part : part.code))
    .join('');
}

const CODE = '\u0000code\u0000';

/**
 * The history line in parts: text, and an unknown action's code where the fallback sentence keeps it
 * (decision 005, "Codes a panel does not know"): "Did something this panel does not name yet
 * (inquiry.merge): Changed phone …" — what changed is still read from the detail.
 */
export function describeHistoryParts(
  def: ResourceDefinition,
  entry: HistoryEntry,
  person?: PersonOf,
  say: Say = inEnglish,
  words?: ActivityWords,
): Array<string | UnknownCode> {
  const detail = asDetail(entry.details);
  const all = changes(detail);
  // A bulk action or a second Save may set a field to what it already was.
  const real = all.filter(
    ([, before, after]) => before === undefined || JSON.stringify(before) !== JSON.stringify(after),
  );
  const changed = real.map((change) => changeWords(def, change, say, person)).join('; ');
  if (!isKnownAction(entry.action)) {
    const sentence = changed
      ? say('history.unknownChanges', { code: CODE, changes: changed })
      : say('history.unknown', { code: CODE });
    return sentence
      .split(/(\u0000code\u0000)/)
      .map((part) => (part === CODE ? { code: entry.action } : part))
      .filter((part) => part !== '');
  }
  const verb = entry.action.split('.').pop() ?? '';
  const trash = TRASH_WORDS[verb];
  if (trash) return [say(trash)];
  const emptyBefore = !!detail.before && typeof detail.before === 'object' && Object.keys(detail.before).length === 0;
  if ((all.length || emptyBefore) && !real.length) return [say('history.noChange')];
  if (changed) return [changed];
  // An action this screen has no line of its own for: the activity log's sentence, in the same language.
  return [
    describeActivity(
      {
        id: 0,
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        target: null,
        detail: typeof entry.details === 'string' ? entry.details : JSON.stringify(entry.details ?? null),
        ip: null,
      },
      words,
    ),
  ];
}
