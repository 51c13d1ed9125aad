import { RESET_LINK_MINUTES, resetLinkPath } from '@dds/shared/src/schemas/owner';
import type { Config } from '../../config';
import { receivedAt, type NotificationMail } from '../notifications/notification-mail';
import type { Mailer } from '../notifications/mailer';

/**
 * A reset link must point at this site's configured address: built from the request's Host header,
 * anyone could ask for the owner's reset with `Host: evil.example` and the e-mail's link would hand
 * the token to that host (host header poisoning). So reset e-mails need PUBLIC_ORIGIN (or
 * ADMIN_ORIGIN, where the panel lives) as well as the mail settings.
 */
export function resetLinkOrigin(config: Pick<Config, 'adminOrigin' | 'publicOrigin'>): string | undefined {
  return config.adminOrigin ?? config.publicOrigin;
}

export const passwordResetAvailable = (
  config: Pick<Config, 'smtpUrl' | 'notifyEmail' | 'adminOrigin' | 'publicOrigin'>,
) => !!(config.smtpUrl && config.notifyEmail && resetLinkOrigin(config));

const AUTO = { 'Auto-Submitted': 'auto-generated' };

export function resetLinkMail(
  mailer: Mailer,
  to: string,
  link: string,
  asked: { ip: string; at: Date },
): NotificationMail {
  return {
    from: mailer.from,
    to,
    subject: 'Reset your DDS admin password',
    messageId: mailer.newMessageId('password-reset'),
    headers: AUTO,
    text: [
      `Someone asked to reset the password of the DDS admin account ${to}.`,
      '',
      `To choose a new password, open this link. It works once, for ${RESET_LINK_MINUTES} minutes:`,
      link,
      '',
      'If you did not ask, ignore this e-mail: your password stays as it is.',
      `Asked from ${asked.ip} on ${receivedAt(asked.at.toISOString())}.`,
    ].join('\n'),
  };
}

export function passwordChangedMail(mailer: Mailer, to: string, changed: { ip: string; at: Date }): NotificationMail {
  return {
    from: mailer.from,
    to,
    subject: 'Your DDS admin password was changed',
    messageId: mailer.newMessageId('password-changed'),
    headers: AUTO,
    text: [
      `The password of the DDS admin account ${to} was changed with a reset link on ${receivedAt(changed.at.toISOString())} from ${changed.ip}.`,
      'Every session of the account was signed out.',
      '',
      'If this was not you, tell the site’s owner at once: they can remove the account under Users.',
    ].join('\n'),
  };
}

export const resetLink = (origin: string, token: string) => `${origin}${resetLinkPath(token)}`;
