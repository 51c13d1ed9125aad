import { z } from 'zod';

/** How to reach the SMTP server, from SMTP_URL (the password never leaves this object). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (usually port 465). smtp://: STARTTLS whenever the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
}

const SMTP_URL_HELP =
  'expected smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465 (TLS); percent-encode special characters in the user and password';

/**
 * SMTP_URL → connection settings, or a reason it is unusable. The reason never repeats the
 * value: it holds a password, and start-up errors end up in logs.
 */
export function parseSmtpUrl(value: string): SmtpSettings | { problem: string } {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const secure = url?.protocol === 'smtps:';
  if (
    !url ||
    !(secure || url.protocol === 'smtp:') ||
    !url.hostname ||
    !['', '/'].includes(url.pathname) ||
    url.search ||
    url.hash
  ) {
    return { problem: SMTP_URL_HELP };
  }
  if (url.password && !url.username) return { problem: `a password needs a user name; ${SMTP_URL_HELP}` };
  let user: string | undefined;
  let pass: string | undefined;
  try {
    user = url.username ? decodeURIComponent(url.username) : undefined;
    pass = url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    return { problem: `the user or password is not properly percent-encoded; ${SMTP_URL_HELP}` };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1'); // IPv6 literal without its brackets
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { user } : {}),
    ...(pass ? { pass } : {}),
  };
}

/** SMTP_URL as the environment gives it: unset or empty = no notifications. */
export const smtpUrlSchema = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = (raw ?? '').trim();
    if (!value) return undefined;
    const parsed = parseSmtpUrl(value);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return value;
  });

const address = z.email();

/** NOTIFY_EMAIL: one address, or several separated by commas. */
export const notifyEmailSchema = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = (raw ?? '').trim();
    if (!value) return undefined;
    const list = value.split(',').map((a) => a.trim());
    if (list.some((a) => !address.safeParse(a).success)) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected an e-mail address (or several separated by commas), e.g. office@dds.example',
      });
      return z.NEVER;
    }
    return list.join(', ');
  });

/** One without the other is a half-done setup: say which is missing instead of silently sending nothing. */
export function notifyEnvProblem(smtpUrl: string | undefined, notifyEmail: string | undefined): string | undefined {
  if (smtpUrl && !notifyEmail)
    return 'Invalid environment variable NOTIFY_EMAIL: required when SMTP_URL is set (where to send notifications)';
  if (notifyEmail && !smtpUrl)
    return 'Invalid environment variable SMTP_URL: required when NOTIFY_EMAIL is set (how to send notifications)';
  return undefined;
}
