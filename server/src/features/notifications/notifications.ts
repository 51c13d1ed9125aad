import type { FastifyBaseLogger } from 'fastify';
import type { NotificationStatus } from '@dds/shared/src/schemas/storage-status';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isoPlus } from '../../lib/clock';
import type { MailSettings } from './notification-mail';
import { messageIdHost, sendingAddress, smtpTransport } from './mailer';
import { mailProblemText } from './mail-problem';
import { DEFAULT_NOTIFICATION_TIMING } from './notification-timing';
import { parseSmtpUrl } from './notify-env';
import { OutboxWorker } from './outbox-worker';
import { addToOutbox, outboxSummary, queuedForRecently, type NotificationKind } from './outbox.repository';
import type { VisitorMailKind, VisitorMailPayload, VisitorMailSettings } from '../visitor-mail/visitor-mail';
import { recipientKey } from '../visitor-mail/unsubscribe-token';

/**
 * One acknowledgement of a kind per address in this window. The forms are open to anyone, so
 * without it a stranger's address typed into the inquiry form a hundred times would get a hundred
 * mails from the institute (mail-bombing through us, and our domain's reputation with it). The
 * form's per-IP limit does not cover it: the attacker can change IP, the victim cannot change address.
 */
export const ACK_WINDOW_MS = 15 * 60_000;

/** Messages given up on within this window keep the dashboard warning up. */
const FAILED_SHOWN_MS = 7 * 24 * 60 * 60_000;

/**
 * "Tell the institute at once" (decision 025): an e-mail to NOTIFY_EMAIL about every new
 * inquiry, admission and donation, sent through SMTP_URL.
 *
 * Durable and never in the visitor's way: the route writes an outbox row in the same transaction
 * as the submission (enqueue), so the row exists exactly when the submission does — an SMTP outage
 * or a crash loses nothing, and the visitor is answered as soon as the commit is on disk, before any
 * SMTP traffic. A worker in each server process sends the rows (outbox-worker.ts), retrying with
 * backoff for two days.
 *
 * Sent once: a row is claimed atomically before it is sent and marked sent after the SMTP server
 * accepted it, so neither a restart nor a second process sends it again. The one window left: a
 * process that dies after the server accepted the message but before the row is marked sent (a
 * few milliseconds) leaves it 'sending'; after its lease (5 min) it is sent a second time. That
 * copy has the same Message-ID, so mail clients that de-duplicate show it once.
 */
export interface Notifications {
  readonly enabled: boolean;
  /** In the submission's transaction (`db` is the transaction): one outbox row for it. */
  enqueue(db: Db, kind: NotificationKind, recordId: number, fields: Record<string, unknown>): Promise<void>;
  /** Whether visitors get mail (SMTP_URL, PUBLIC_ORIGIN and a sending address). */
  readonly visitorMail: boolean;
  /**
   * In the submission's (or verification's) transaction: the visitor's mail, unless visitor mail is
   * off or (acknowledgements only) one of the same kind went to the address within ACK_WINDOW_MS.
   */
  enqueueVisitor(
    db: Db,
    kind: VisitorMailKind,
    recordId: number,
    payload: VisitorMailPayload,
  ): Promise<'queued' | 'limited' | 'off'>;
  /** After the commit: send now instead of at the next poll. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  status(): Promise<NotificationStatus>;
}

const OFF: NotificationStatus = { enabled: false, waiting: 0, failed: 0, lastError: null, lastErrorAt: null };

export function disabledNotifications(): Notifications {
  return {
    enabled: false,
    enqueue: async () => undefined, // no outbox rows: nothing would ever send them
    visitorMail: false,
    enqueueVisitor: async () => 'off',
    wake: () => undefined,
    start: () => undefined,
    stop: async () => undefined,
    status: async () => OFF,
  };
}

export function createNotifications(config: Config, db: Db, log: FastifyBaseLogger): Notifications {
  if (!config.smtpUrl) return disabledNotifications();
  const smtp = parseSmtpUrl(config.smtpUrl);
  if ('problem' in smtp) throw new Error(`SMTP_URL: ${smtp.problem}`); // loadConfig refused it already
  const from = sendingAddress(smtp, config.notifyEmail);
  if (!from) return disabledNotifications(); // neither an address to send from nor one to send to
  const timing = { ...DEFAULT_NOTIFICATION_TIMING, ...config.notificationTiming };
  const settings: MailSettings = {
    from: `"DDS website" <${from}>`,
    to: config.notifyEmail ?? '',
    // The admin panel on its own host (docs/decisions/003-admin-on-its-own-host.md) is where the link goes.
    adminLinkOrigin: config.adminOrigin ?? config.publicOrigin,
    messageIdHost: messageIdHost(config.publicOrigin, smtp),
  };
  // Visitor mail needs the site's address: every such mail carries an unsubscribe link to it.
  const visitor: VisitorMailSettings | undefined = config.publicOrigin
    ? {
        fromAddress: from,
        publicOrigin: config.publicOrigin,
        secret: config.sessionSecret,
        messageIdHost: settings.messageIdHost,
      }
    : undefined;
  const worker = new OutboxWorker(db, smtpTransport(smtp, timing), settings, timing, log, visitor);
  return {
    enabled: true,
    // Without NOTIFY_EMAIL the institute is not told (visitors still are).
    enqueue: async (trx, kind, recordId, fields) =>
      config.notifyEmail ? addToOutbox(trx, kind, recordId, fields) : undefined,
    visitorMail: !!visitor,
    async enqueueVisitor(trx, kind, recordId, payload) {
      if (!visitor) return 'off';
      const recipient = recipientKey(config.sessionSecret, payload.to);
      if (kind !== 'donation-receipt' && (await queuedForRecently(trx, kind, recipient, isoPlus(-ACK_WINDOW_MS))))
        return 'limited';
      await addToOutbox(trx, kind, recordId, payload as unknown as Record<string, unknown>, recipient);
      return 'queued';
    },
    wake: () => worker.wake(),
    start: () => worker.start(),
    stop: () => worker.stop(),
    status: async () => {
      const summary = await outboxSummary(db, isoPlus(-FAILED_SHOWN_MS));
      return {
        enabled: true,
        to: config.notifyEmail,
        ...summary,
        problem: summary.lastError ? mailProblemText(summary.lastError) : null,
      };
    },
  };
}

/** For the start-up log: where mail goes, never the password. */
export function describeNotifications(config: Pick<Config, 'smtpUrl' | 'notifyEmail'>): string {
  if (!config.smtpUrl || !config.notifyEmail) {
    return 'Notifications: off. Set SMTP_URL and NOTIFY_EMAIL to get an e-mail about every new inquiry, admission and donation.';
  }
  const smtp = parseSmtpUrl(config.smtpUrl);
  if ('problem' in smtp) return 'Notifications: off (SMTP_URL is not usable)';
  return `Notifications: e-mail to ${config.notifyEmail} through ${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host}:${smtp.port}${smtp.user ? ' (with login)' : ''}`;
}
