import { ADMIN_ROUTES } from '@dds/shared/src/routes';
import {
  multiLine,
  oneLine,
  outboxMessageId,
  receivedAt,
  replyAddress,
  type MailSettings,
  type NotificationMail,
  type NotificationSource,
} from './notification-mail';

/** What the outbox row holds for a settings change: written in the save's transaction. */
export interface SettingsChangePayload {
  actor: string;
  ip?: string;
  /** Every owner when the change was saved: the addresses the mail goes to. */
  owners: string[];
  changes: Array<{ label: string; before: string; after: string }>;
}

const shown = (value: unknown) => multiLine(value) || '(not set)';

/** "  Before: …" with any further lines of an address indented under the first. */
const indented = (name: string, value: string) =>
  `  ${name}${value.replace(/\n/g, `\n${' '.repeat(name.length + 2)}`)}`;

/**
 * The e-mail to every owner about a change of the payment or contact settings: who, when, from
 * where, and each value before and after, so a UPI id changed by someone else is noticed the same
 * day. Plain text only, like the submission mails; every value is cleaned of control characters.
 */
export function settingsChangeMail(source: NotificationSource, settings: MailSettings): NotificationMail {
  const p = source.payload as Partial<SettingsChangePayload>;
  const actor = oneLine(p.actor) || '(unknown)';
  const changes = Array.isArray(p.changes) ? p.changes : [];
  const owners = (Array.isArray(p.owners) ? p.owners : []).map((o) => replyAddress(o)).filter((o): o is string => !!o);
  const labels = changes.map((c) => oneLine(c.label));
  const lines = [
    `${actor} changed the payment or contact details of the DDS website. They are live on the website now.`,
    '',
  ];
  for (const change of changes) {
    lines.push(
      oneLine(change.label),
      indented('Before: ', shown(change.before)),
      indented('After:  ', shown(change.after)),
      '',
    );
  }
  lines.push(`Changed: ${receivedAt(source.createdAt)}`);
  if (p.ip) lines.push(`From IP address: ${oneLine(p.ip)}`);
  const activity = `${ADMIN_ROUTES.activity}?action=settings.update`;
  lines.push(
    '',
    'If you did not expect this change, check the Settings screen now. The change in the Activity screen:',
  );
  lines.push(settings.adminLinkOrigin ? `${settings.adminLinkOrigin}${activity}` : activity);
  lines.push('', 'Every owner of the admin panel gets this e-mail. Only an owner can change these details.');
  return {
    from: settings.from,
    // Every owner at once; were none left to tell (cannot happen: the last owner cannot be removed), the office address.
    to: owners.length ? owners.join(', ') : settings.to,
    subject: `Website payment or contact details changed: ${labels.join(', ')}`.slice(0, 200),
    text: `${lines.join('\n')}\n`,
    messageId: outboxMessageId(source, settings),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
