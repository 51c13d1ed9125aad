import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { waitInWords } from '../../security/rate-limits';

/**
 * The public sign-in helpers (setup code, forgot password, reset link) allow as many tries per
 * client address as a login does (RATE_LIMIT_LOGIN_PER_15MIN in 15 minutes), each its own count:
 * a setup code or a reset token cannot be guessed by brute force, and a flood of reset requests
 * cannot flood anyone's inbox.
 */
export function signInRateLimit(ctx: AppContext, name: string) {
  return {
    rateLimit: {
      max: ctx.config.rateLimitLoginPer15Min,
      timeWindow: 15 * 60_000,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, `Too many attempts. Please wait ${waitInWords(context.ttl)} and try again.`),
    },
  };
}
