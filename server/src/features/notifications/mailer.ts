import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { replyAddress, type NotificationMail } from './notification-mail';
import { DEFAULT_NOTIFICATION_TIMING, type NotificationTiming } from './notification-timing';
import { parseSmtpUrl, type SmtpSettings } from './notify-env';

/**
 * Hands one message to the SMTP server; resolves once the server accepted it, with the recipients it
 * refused (when it took the message for the others; when it refuses all of them, it throws).
 */
export type SendMail = (mail: NotificationMail) => Promise<{ rejected: string[] } | undefined>;

export function smtpTransport(smtp: SmtpSettings, timing: Pick<NotificationTiming, 'smtpTimeoutMs'>): SendMail {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure, // smtp:// upgrades with STARTTLS whenever the server offers it; certificates are verified
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: timing.smtpTimeoutMs,
    greetingTimeout: timing.smtpTimeoutMs,
    socketTimeout: timing.smtpTimeoutMs,
    // Messages are plain strings built here; nothing may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return async (mail) => {
    const info = await transport.sendMail(mail);
    return {
      rejected: (info.rejected ?? []).map((r: string | { address: string }) => (typeof r === 'string' ? r : r.address)),
    };
  };
}

/**
 * Where mail comes from: the SMTP login when it is an address (most providers insist), else the first
 * NOTIFY_EMAIL address. Undefined when there is neither (visitor mail needs no office address).
 */
export function sendingAddress(smtp: SmtpSettings, notifyEmail: string | undefined): string | undefined {
  return replyAddress(smtp.user) ?? replyAddress(notifyEmail?.split(',')[0]?.trim());
}

/** The office's sender line: the sending address under the site's name. */
export function fromAddress(smtp: SmtpSettings, notifyEmail: string): string {
  return `"DDS website" <${sendingAddress(smtp, notifyEmail) ?? notifyEmail.split(',')[0]!.trim()}>`;
}

export function messageIdHost(publicOrigin: string | undefined, smtp: SmtpSettings): string {
  const host = publicOrigin ? new URL(publicOrigin).hostname : smtp.host;
  return host.replace(/[^A-Za-z0-9.-]/g, '-') || 'dds.invalid';
}

/**
 * Mail sent at once rather than through the outbox: password reset links (whose token must not sit
 * in a database table) and the owner's test e-mail (whose point is to see the SMTP server's answer
 * now). Undefined when SMTP_URL/NOTIFY_EMAIL are not set.
 */
export interface Mailer {
  send: SendMail;
  from: string;
  /** NOTIFY_EMAIL: where the notifications go. */
  notifyEmail: string;
  smtp: SmtpSettings;
  /** A fresh Message-ID on this site's host name. */
  newMessageId(kind: string): string;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'notifyEmail' | 'publicOrigin' | 'notificationTiming'>,
  send?: SendMail,
): Mailer | undefined {
  if (!config.smtpUrl || !config.notifyEmail) return undefined;
  const smtp = parseSmtpUrl(config.smtpUrl);
  if ('problem' in smtp) return undefined; // loadConfig refused it already
  const timing = { ...DEFAULT_NOTIFICATION_TIMING, ...config.notificationTiming };
  const host = messageIdHost(config.publicOrigin, smtp);
  return {
    send: send ?? smtpTransport(smtp, timing),
    from: fromAddress(smtp, config.notifyEmail),
    notifyEmail: config.notifyEmail,
    smtp,
    newMessageId: (kind) => `<${kind}-${crypto.randomBytes(12).toString('hex')}@${host}>`,
  };
}
