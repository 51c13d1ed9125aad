import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isoPlus, nowIso } from '../../lib/clock';
import type { SendMail } from './mailer';
import { notificationMail, type MailSettings, type NotificationMail } from './notification-mail';
import { retryDelay, type NotificationTiming } from './notification-timing';
import { settingsChangeMail } from './settings-change-mail';
import {
  claimOutboxRow,
  dueOutboxIds,
  markOutboxFailed,
  markOutboxRetry,
  markOutboxSent,
  markOutboxSkipped,
  type ClaimedRow,
} from './outbox.repository';
import { composeVisitorMail, isVisitorMailKind, type VisitorMailSettings } from '../visitor-mail/visitor-mail';
import { suppress } from '../visitor-mail/suppressions.repository';

export type { SendMail } from './mailer';

/** Rows looked at per query; a round goes on until none is due. */
const BATCH = 20;

/** nodemailer's codes for failures of the server or its login, not of one message: the other due rows would fail the same way. */
const SERVER_DOWN = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOTFOUND',
  'ECONNREFUSED',
]);

/**
 * The SMTP server refused the recipient for good (5xx to RCPT TO: no such mailbox): a hard bounce.
 * A visitor address that does so is never written to again, as Discourse, listmonk and the sending
 * services (SendGrid, Mailgun) do, so that trying it again and again does not mark the institute's
 * mail as spam. The row ends 'skipped', not 'failed': a mistyped visitor address is not a problem
 * of the institute's mail set-up, which is what the dashboard's warning is about.
 */
function hardBounce(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown };
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

export function describeError(error: unknown): { text: string; serverDown: boolean } {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return {
    text: code && !message.includes(code) ? `${code}: ${message}` : message,
    serverDown: !!code && SERVER_DOWN.has(code),
  };
}

/**
 * Sends what the outbox holds, in any number of processes at once. Each row is claimed with one
 * atomic UPDATE before sending (outbox.repository.ts), so two workers never send the same row while
 * the claim holds; the row is marked sent only after the SMTP server accepted the message.
 *
 * Runs in rounds: at start, every `pollMs`, and right after a submission committed (wake). A
 * failed attempt is retried with exponential backoff; one still failing `giveUpMs` after its
 * submission is marked failed and logged. Nothing here runs inside a visitor's request.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly send: SendMail,
    private readonly settings: MailSettings,
    private readonly timing: NotificationTiming,
    private readonly log: FastifyBaseLogger,
    /** Absent: visitor mail is off (no PUBLIC_ORIGIN or no sending address); such rows are skipped. */
    private readonly visitor?: VisitorMailSettings,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** New rows were committed: look now rather than at the next poll. */
  wake(): void {
    if (!this.stopped) this.kick();
  }

  /**
   * No new round; a send in progress may finish (and be marked sent) for up to stopWaitMs. One cut
   * off by the exit stays 'sending' and is sent again after its lease (see notifications.ts).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!this.round) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.round,
      new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.timing.stopWaitMs))),
    ]);
    clearTimeout(timeout);
  }

  private kick(): void {
    if (this.round) {
      this.again = true; // the running round may have queried before the new row was committed
      return;
    }
    clearTimeout(this.timer);
    this.round = this.sendDue().finally(() => {
      this.round = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        setImmediate(() => this.wake());
      } else {
        this.timer = setTimeout(() => this.wake(), this.timing.pollMs);
        this.timer.unref(); // the server's socket keeps the process alive, not this
      }
    });
  }

  private async sendDue(): Promise<void> {
    try {
      while (!this.stopped) {
        const ids = await dueOutboxIds(this.db, nowIso(), BATCH);
        let claimed = 0;
        for (const id of ids) {
          if (this.stopped) return;
          const row = await claimOutboxRow(this.db, id, crypto.randomUUID(), this.timing.leaseMs);
          if (!row) continue; // another worker has it
          claimed += 1;
          if ((await this.deliver(row)) === 'server down') return; // the rest wait for the next round
        }
        if (claimed === 0) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'notifications: could not read or update the outbox; trying again later');
    }
  }

  private async deliver(row: ClaimedRow): Promise<'sent' | 'failed' | 'server down'> {
    const label = `outbox ${row.id} (${row.kind} ${row.recordId})`;
    let to: string | undefined;
    try {
      let mail: NotificationMail;
      if (isVisitorMailKind(row.kind)) {
        const composed = this.visitor
          ? await composeVisitorMail(this.db, row, this.visitor)
          : { skip: 'visitor mail is off' };
        if ('skip' in composed) {
          await markOutboxSkipped(this.db, row, composed.skip);
          this.log.info(`notifications: no e-mail for ${label}: ${composed.skip}`);
          return 'sent';
        }
        mail = composed;
        to = mail.to;
      } else {
        mail =
          row.kind === 'settings-change'
            ? settingsChangeMail(row, this.settings)
            : notificationMail(row, this.settings);
      }
      await this.send(mail); // a visitor mail has one recipient: a refusal throws (EENVELOPE, below)
    } catch (error) {
      const { text, serverDown } = describeError(error);
      if (to && hardBounce(error)) {
        await suppress(this.db, to, 'bounced', text);
        await markOutboxSkipped(this.db, row, `bounced: ${text}`);
        this.log.warn(`notifications: ${label} bounced (${text}); no more e-mail goes to that address`);
        return 'failed';
      }
      if (Date.now() - Date.parse(row.createdAt) >= this.timing.giveUpMs) {
        await markOutboxFailed(this.db, row, text);
        this.log.error(
          `notifications: gave up on the e-mail for ${label} after ${row.attempts} attempts since ${row.createdAt}: ${text}`,
        );
      } else {
        const delay = retryDelay(this.timing, row.attempts);
        await markOutboxRetry(this.db, row, isoPlus(delay), text);
        this.log.warn(
          `notifications: e-mail for ${label} not sent (attempt ${row.attempts}), next try in ${Math.round(delay / 1000)} s: ${text}`,
        );
      }
      return serverDown ? 'server down' : 'failed';
    }
    // Accepted by the SMTP server. Were the process to die before this UPDATE, the row would be sent
    // again after its lease: the one window for a duplicate (same Message-ID, see notifications.ts).
    await markOutboxSent(this.db, row.id);
    this.log.info(`notifications: e-mail sent for ${label}`);
    return 'sent';
  }
}
