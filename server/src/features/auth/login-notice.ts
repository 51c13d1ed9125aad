import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { readCookie, setSessionCookie } from '../../security/cookies';
import { cookieSecure } from '../../security/public-origin';

/**
 * docs/contract.md §5's 'Login Successful' for a login posted as a plain HTML form (JavaScript off or not
 * loaded yet), where no window.alert can run: the 303 after the login carries this one-time marker,
 * and the /admin page it lands on shows the message and clears the marker, so a reload does not
 * show it again. Only /admin pages see it; it lives a minute at most.
 */
export const LOGIN_NOTICE_COOKIE = 'dds_login_notice';
const COOKIE_PATH = '/admin';
const MAX_AGE_SECONDS = 60;

export function setLoginNotice(config: Config, request: FastifyRequest, reply: FastifyReply) {
  setSessionCookie(reply, LOGIN_NOTICE_COOKIE, '1', {
    maxAgeSeconds: MAX_AGE_SECONDS,
    secure: cookieSecure(config, request),
    path: COOKIE_PATH,
  });
}

/** True once after a plain-form login; clears the marker on the answer. */
export function takeLoginNotice(config: Config, request: FastifyRequest, reply: FastifyReply): boolean {
  if (readCookie(request, LOGIN_NOTICE_COOKIE) === undefined) return false;
  setSessionCookie(reply, LOGIN_NOTICE_COOKIE, '', {
    maxAgeSeconds: 0,
    secure: cookieSecure(config, request),
    path: COOKIE_PATH,
  });
  return true;
}
