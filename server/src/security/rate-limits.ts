import type { AppContext } from '../app-context';

/** Route config for the public forms: RATE_LIMIT_FORMS_PER_MIN per client address per minute. */
export function formRateLimit(ctx: AppContext) {
  return { rateLimit: { max: ctx.config.rateLimitFormsPerMin, timeWindow: 60_000 } };
}

export const RATE_LIMITED_MESSAGE = 'Too many submissions from your connection. Please wait a minute and try again.';
