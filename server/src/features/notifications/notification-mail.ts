import { z } from 'zod';
import { RESOURCES } from '@dds/shared/src/resources/index';
import {
  LIST_OF_SUBMISSION,
  perSubmission,
  SUBMISSION_KINDS,
  type SubmissionKind,
} from '@dds/shared/src/resources/admin-lists';
import { optionLabel, type ResourceDefinition } from '@dds/shared/src/resources/resource-definition';
import { ADMIN_ROUTES } from '@dds/shared/src/routes';
import { BUSINESS_TOPICS, INQUIRY_COURSES } from '@dds/shared/src/schemas/inquiry';
import { DEFAULT_SITE_LANGUAGE, isSiteLanguage } from '@dds/shared/src/schemas/language';
import { SITE_LANGUAGE_NAMES } from '@dds/shared/src/schemas/submission-language';
import { indiaTime } from '@dds/shared/src/schemas/india-time';
import type { NotificationKind } from './outbox.repository';

/** What the outbox row holds to write the mail (the submission's fields as the visitor sent them). */
export interface NotificationSource {
  id: number;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  createdAt: string;
}

/**
 * The payload of a submission's row: each of its fields (the schema's, so a new one needs no line
 * here: docs/how-to-add.md) as the visitor sent it, a blank one left out.
 */
export function submittedPayload<K extends string>(
  fields: readonly K[],
  input: Partial<Record<K, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((f) => (input[f] === undefined || input[f] === '' ? [] : [[f, input[f]]])));
}

export interface MailSettings {
  from: string;
  to: string;
  /** Where the admin panel is: ADMIN_ORIGIN, else PUBLIC_ORIGIN; without either the admin link is a path. */
  adminLinkOrigin: string | undefined;
  /** The domain part of Message-IDs. */
  messageIdHost: string;
}

/** The message handed to nodemailer: plain text only, every header built here from cleaned text. */
export interface NotificationMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** Only mail the server made itself (a donation receipt's PDF); never a file named by a visitor. */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * Characters that must never reach a header or a one-line field of the mail: all control
 * characters (CR and LF would start a new header: "Asha\r\nBcc: x@evil"), line/paragraph
 * separators, lone surrogates, and invisible format characters (direction overrides) except
 * ZWNJ/ZWJ, which Indic names need. The form refuses these already; the mail does not rely on it.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/gu;
/** In the message body: the same, but tab and line feed stay. */
const NOT_MULTI_LINE = /[^\P{Cc}\t\n]|\p{Cs}|[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

const SUBJECT_NAME_MAX = 60;

/**
 * The same on every try of a row, so a message sent twice (see notifications.ts) is one message to
 * mail clients. The row's time keeps ids unique across a reinstalled database.
 */
export function outboxMessageId(
  source: Pick<NotificationSource, 'id' | 'createdAt'>,
  settings: Pick<MailSettings, 'messageIdHost'>,
): string {
  const created = Date.parse(source.createdAt);
  return `<outbox-${source.id}.${Number.isNaN(created) ? 0 : created}@${settings.messageIdHost}>`;
}

export function oneLine(value: unknown): string {
  return String(value ?? '')
    .replace(NOT_ONE_LINE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function multiLine(value: unknown): string {
  return String(value ?? '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(NOT_MULTI_LINE, ' ')
    .trim();
}

function cut(value: string, max: number): string {
  const chars = [...value];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : value;
}

const emailAddress = z.email();

/** The visitor's address for Reply-To, only when it is one plain, valid address. */
export function replyAddress(value: unknown): string | undefined {
  const text = String(value ?? '');
  if (text !== oneLine(text) || /[\s,;<>"]/.test(text)) return undefined;
  return emailAddress.safeParse(text).success ? text : undefined;
}

const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((c) => c.value === value)?.label ?? value;

export function receivedAt(iso: string): string {
  const time = indiaTime(iso);
  return time ? `${time} IST` : iso;
}

/** Each submission kind's definition: its record view's labels, for the fields the e-mail does not lay out. */
const DEFINITION_OF: Record<SubmissionKind, ResourceDefinition> = perSubmission(
  (kind) => RESOURCES[LIST_OF_SUBMISSION[kind]],
);

/**
 * The submitted fields not laid out, each as the record view labels it (the list's definition), in
 * its order; a blank one is left out.
 */
export function otherFieldLines(
  definition: Pick<ResourceDefinition, 'fields' | 'submittedFields'>,
  payload: Record<string, unknown>,
  laidOut: readonly string[],
): Array<[string, string]> {
  return definition.fields
    .filter((f) => definition.submittedFields?.includes(f.key) && !laidOut.includes(f.key))
    .flatMap((f): Array<[string, string]> => {
      const value = oneLine(payload[f.key]);
      return value ? [[f.label, optionLabel(f, value)]] : [];
    });
}

interface Described {
  /** "New inquiry", "New business inquiry", … */
  title: string;
  /** Shown after the name in the subject ("Spoken English"), if any. */
  about: string;
  fields: Array<[string, string]>;
  message?: string;
}

/** The visitor as every submission's e-mail names them. */
interface Sender {
  name: string;
  email: string;
  phone: string;
}

/**
 * How the office's e-mail lays out each kind of submission, in its own words and order: `laidOut`,
 * the fields it places itself. Every other field of the submission follows them: a new field of the
 * form reaches the office with no line written here (docs/how-to-add.md). Keyed by the submission
 * kinds, so a new submission list does not compile until it says how its e-mail reads.
 */
const LAYOUTS: Record<
  SubmissionKind,
  { laidOut: readonly string[]; describe: (p: Record<string, unknown>, visitor: Sender) => Described }
> = {
  inquiry: {
    laidOut: ['kind', 'name', 'email', 'phone', 'course', 'coursePage', 'message', 'language'],
    describe: (p, { name, email, phone }) => {
      const business = p.kind === 'business';
      const course = oneLine(p.course);
      const about = business ? (course ? label(BUSINESS_TOPICS, course) : '') : label(INQUIRY_COURSES, course);
      return {
        title: business ? 'New business inquiry' : 'New inquiry',
        about,
        fields: [
          ['Name', name],
          ['E-mail', email],
          ['Phone', phone],
          [business ? 'Project' : 'Course', about || '(not given)'],
          // Sent from a course page (decision 018): which course the visitor was reading about.
          ...(oneLine(p.coursePage) ? ([['Course page', oneLine(p.coursePage)]] as [string, string][]) : []),
        ],
        message: multiLine(p.message),
      };
    },
  },
  admission: {
    laidOut: ['name', 'email', 'phone', 'course', 'mode', 'language'],
    describe: (p, { name, email, phone }) => {
      const course = oneLine(p.course);
      return {
        title: 'New admission',
        about: course,
        fields: [
          ['Name', name],
          ['E-mail', email],
          ['Phone', phone],
          ['Course', course],
          ['Mode', oneLine(p.mode)],
        ],
      };
    },
  },
  donation: {
    laidOut: ['name', 'email', 'language'],
    describe: (_p, { name, email }) => ({
      title: 'New donation',
      about: '',
      fields: [
        ['Name', name],
        ['E-mail', email],
        ['Screenshot', 'in the admin panel (verify the payment there)'],
      ],
    }),
  },
};

const isSubmissionKind = (kind: NotificationKind): kind is SubmissionKind =>
  (SUBMISSION_KINDS as readonly string[]).includes(kind);

/** The e-mail's parts, and the admin panel's list of the submission, searched for the visitor. */
function describe(kind: NotificationKind, p: Record<string, unknown>): Described & { adminPath: string } {
  // Only a submission's row is sent here (outbox-worker.ts writes the other kinds' mails).
  const submission = isSubmissionKind(kind) ? kind : 'donation';
  const { laidOut, describe: laidOutParts } = LAYOUTS[submission];
  const visitor = { name: oneLine(p.name), email: oneLine(p.email), phone: oneLine(p.phone) };
  const d = laidOutParts(p, visitor);
  // The list the link opens is searched by this: the visitor's e-mail finds their submission.
  const search = `?q=${encodeURIComponent(visitor.email || visitor.name)}`;
  return {
    ...d,
    fields: [...d.fields, ...otherFieldLines(DEFINITION_OF[submission], p, laidOut)],
    adminPath: `${ADMIN_ROUTES[LIST_OF_SUBMISSION[submission]]}${search}`,
  };
}

/**
 * The e-mail about one submission. Plain text only: what a visitor typed is never HTML here, so
 * nothing in it can render as markup or a link it did not spell out. Headers are built from
 * cleaned one-line text (and nodemailer encodes them again).
 */
export function notificationMail(source: NotificationSource, settings: MailSettings): NotificationMail {
  const d = describe(source.kind, source.payload);
  const name = oneLine(source.payload.name) || '(no name)';
  // Decision 026: a submission from the Hindi site says so in the subject and the body, in English (the
  // office reads English), so whoever answers knows to answer in Hindi. English, like every mail
  // before the Hindi site (and an outbox row queued before it, without the field), says nothing.
  const language = isSiteLanguage(source.payload.language) ? source.payload.language : DEFAULT_SITE_LANGUAGE;
  const site = language === DEFAULT_SITE_LANGUAGE ? '' : `the ${SITE_LANGUAGE_NAMES[language]} site`;
  if (site)
    d.fields.push([
      'Language',
      `${SITE_LANGUAGE_NAMES[language]} (sent from ${site}; the visitor's e-mails from us are in ${SITE_LANGUAGE_NAMES[language]})`,
    ]);
  const subject = `${d.title}${site ? ` from ${site}` : ''}: ${cut(name, SUBJECT_NAME_MAX)}${d.about ? ` — ${d.about}` : ''}`;
  const replyTo = replyAddress(source.payload.email);
  const width = Math.max(...d.fields.map(([k]) => k.length)) + 2;
  const lines = [`${d.title} on the DDS website.`, '', ...d.fields.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`)];
  if (d.message !== undefined) lines.push('', 'Message:', d.message);
  lines.push('', `Received: ${receivedAt(source.createdAt)}`, '');
  if (settings.adminLinkOrigin) {
    lines.push('Open it in the admin panel:', `${settings.adminLinkOrigin}${d.adminPath}`);
  } else {
    lines.push(
      'Open it in the admin panel, at this path on your site (PUBLIC_ORIGIN is not set on the server, so the link cannot include the address):',
      d.adminPath,
    );
  }
  if (replyTo) lines.push('', `Replying to this e-mail writes to ${replyTo}.`);
  return {
    from: settings.from,
    to: settings.to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: `${lines.join('\n')}\n`,
    messageId: outboxMessageId(source, settings),
    // RFC 3834: auto-responders (out-of-office) must not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
