import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { readCookies } from '../../security/cookies';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has logged in to an account gets a signed cookie naming a random device id. While an account is
 * locked after failed logins from anywhere, a browser holding a valid cookie for that account is
 * still let through to the password check, on its own small failure counter. So an anonymous
 * attacker can no longer lock the owner out (pen test, docs/security.md), and a stolen cookie only
 * buys the same few guesses per window as anyone else.
 *
 * The cookie is stateless: <device id>.<issued at, base36 seconds>.<HMAC over account + both>.
 * The account is inside the MAC, not the cookie, so the cookie does not reveal the email.
 */
export const DEVICE_COOKIE = 'dds_device';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60; // renewed at every successful login

function mac(secret: string, accountKey: string, deviceId: string, issuedAt: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`dds-device-v1\n${accountKey}\n${deviceId}\n${issuedAt}`)
    .digest('base64url');
}

export function deviceToken(secret: string, accountKey: string, deviceId: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000).toString(36);
  return `${deviceId}.${issuedAt}.${mac(secret, accountKey, deviceId, issuedAt)}`;
}

/** The device id of a cookie signed for this account and not yet expired, else undefined. */
export function trustedDeviceId(
  secret: string,
  accountKey: string,
  token: string | undefined,
  now = Date.now(),
): string | undefined {
  const [deviceId, issuedAt, signature, ...rest] = (token ?? '').split('.');
  if (!deviceId || !issuedAt || !signature || rest.length) return undefined;
  const expected = Buffer.from(mac(secret, accountKey, deviceId, issuedAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  const age = now / 1000 - parseInt(issuedAt, 36);
  return age >= 0 && age <= MAX_AGE_SECONDS ? deviceId : undefined;
}

export const newDeviceId = () => crypto.randomBytes(16).toString('base64url');

/** The device id of the first of a request's device cookies that is signed for this account. */
export function trustedDeviceIdOf(secret: string, accountKey: string, request: FastifyRequest): string | undefined {
  for (const token of readCookies(request, DEVICE_COOKIE)) {
    const deviceId = trustedDeviceId(secret, accountKey, token);
    if (deviceId) return deviceId;
  }
  return undefined;
}

/**
 * Path=/: the two logins are POST /api/admin/login (the panel) and POST /admin… (the plain form of
 * the server's login screen, before or without JavaScript), and the only path both lie under is
 * `/`. A path is no security boundary within one origin (RFC 6265 §8.5); HttpOnly, SameSite=Strict
 * and Secure are what keep the cookie to this site's own requests
 * (docs/decisions/011-query-input-login-device-and-xlsx.md).
 */
const DEVICE_COOKIE_PATH = '/';

/** Where cookies were issued before: expired at each login so a browser does not keep two. */
const OLD_DEVICE_COOKIE_PATH = API_PATHS.login;

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  const cookie = (value: string, path: string, maxAgeSeconds: number) => {
    const parts = [
      `${DEVICE_COOKIE}=${value}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${maxAgeSeconds}`,
    ];
    parts.push(`Expires=${new Date(maxAgeSeconds ? Date.now() + maxAgeSeconds * 1000 : 0).toUTCString()}`);
    if (secure) parts.push('Secure');
    return parts.join('; ');
  };
  // Fastify appends each Set-Cookie rather than replacing the session cookie's.
  reply.header('Set-Cookie', cookie('', OLD_DEVICE_COOKIE_PATH, 0));
  reply.header('Set-Cookie', cookie(token, DEVICE_COOKIE_PATH, MAX_AGE_SECONDS));
}
