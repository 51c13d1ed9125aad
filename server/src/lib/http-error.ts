import type { ZodError } from 'zod';

/** An error whose message is safe to show to the caller as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages (a form shows each beside its field); sent only when given. */
    readonly fieldErrors?: Record<string, string>,
    /** More of the answer's body beside `message` (a stale save's `conflict`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthorized = (message = 'Please log in as an administrator.') => new HttpError(401, message);

/** The first issue, phrased so that it names the offending field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  if (!field)
    return issue.message.startsWith('Invalid input') ? 'The request body must be a JSON object' : issue.message;
  return issue.message.toLowerCase().includes(field.toLowerCase()) ? issue.message : `${field}: ${issue.message}`;
}

/** Parses with a schema or throws a 400 that names the field. */
export function parseOr400<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** Each field's first message: { email: 'Email must be a valid e-mail address' }. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** As parseOr400, and the 400 also carries `fieldErrors` for a form. */
export function parseOr400WithFields<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error), fieldErrorsOf(result.error));
  return result.data;
}
