import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../lib/http-error';

/** Route config for the public forms: RATE_LIMIT_FORMS_PER_MIN per client address per minute. */
export function formRateLimit(ctx: AppContext) {
  return { rateLimit: { max: ctx.config.rateLimitFormsPerMin, timeWindow: 60_000 } };
}

/**
 * "a minute" / "15 minutes": the wait a refusal names, from the same milliseconds @fastify/rate-limit
 * turns into Retry-After (whole seconds, rounded up), so the words never promise less than the header.
 */
export function waitInWords(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(Math.ceil(ttlMs / 1000) / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

export const rateLimitedMessage = (ttlMs: number) =>
  `Too many submissions from your connection. Please wait ${waitInWords(ttlMs)} and try again.`;

/** The public forms' window is one minute. */
export const RATE_LIMITED_MESSAGE = rateLimitedMessage(60_000);

/**
 * Password changes per account (RATE_LIMIT_LOGIN_PER_15_MIN in 15 minutes): counted after the session
 * check (`preHandler`, behind requireAdmin), so anonymous calls are refused 401 and never use up the
 * allowance of admins behind the same address; all of an account's sessions share one count.
 */
export function accountPasswordLimit(ctx: AppContext) {
  return {
    rateLimit: {
      max: ctx.config.rateLimitLoginPer15Min,
      timeWindow: 15 * 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `password-change:${request.admin!.adminId}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, `Too many password change attempts. Please wait ${waitInWords(context.ttl)} and try again.`),
    },
  };
}
