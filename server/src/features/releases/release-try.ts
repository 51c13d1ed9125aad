import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import type { Part } from '../../releases/parts';
import { formatTryCookie, TRY_COOKIE, type ServedParts } from '../../releases/release-serving';
import { setSessionCookie } from '../../security/cookies';
import { PART_NAMES, RELEASE_PATHS } from '@dds/shared/src/releases';

/** The tried releases live as long as an admin session may (the cookie is ignored without one). */
const TRY_MAX_AGE_SECONDS = 12 * 60 * 60;

export function setTryCookie(reply: FastifyReply, chosen: Partial<Record<Part, string>>, secure: boolean) {
  const value = formatTryCookie(chosen);
  setSessionCookie(reply, TRY_COOKIE, value, { secure, maxAgeSeconds: value ? TRY_MAX_AGE_SECONDS : 0 });
}

/** Where "Back to live" returns: a path on this site only (never another origin). */
export function backPath(request: FastifyRequest): string {
  const back = (request.query as Record<string, unknown> | undefined)?.back;
  return typeof back === 'string' && /^\/(?!\/)[^\s\\]*$/.test(back) ? back : '/';
}

const BANNER_STYLE =
  'position:fixed;z-index:2147483647;left:0;right:0;bottom:0;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:center;' +
  'padding:10px 16px;background:#1e3a8a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;box-shadow:0 -2px 8px #0004';
const BUTTON_STYLE =
  'min-height:44px;padding:0 16px;border:2px solid #fff;border-radius:8px;background:#fff;color:#1e3a8a;font:inherit;cursor:pointer';

/**
 * The banner of a browser that is trying releases other than live: which ones, and a plain form
 * (works before and without any script) that returns this browser to the live releases.
 */
export function tryBannerHtml(served: ServedParts, pathname: string): string | undefined {
  const tried = Object.values(served).filter((part) => part.as === 'try');
  if (!tried.length) return undefined;
  const what = tried.map((part) => `${PART_NAMES[part.part]} ${part.version}`).join(', ');
  const action = `${RELEASE_PATHS.endTry}?back=${encodeURIComponent(pathname)}`;
  return (
    `<div id="dds-try-banner" role="region" aria-label="Release preview" style="${BANNER_STYLE}">` +
    `<span>Preview in this browser only: ${escapeHtml(what)}. Visitors see the live site.</span>` +
    `<form method="post" action="${escapeHtml(action)}" style="margin:0"><button type="submit" style="${BUTTON_STYLE}">Back to live</button></form></div>`
  );
}
