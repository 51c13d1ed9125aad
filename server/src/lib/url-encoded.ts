import type { FastifyRequest } from 'fastify';

export type FormFields = Record<string, string>;

/** Content-type parser for plain HTML form posts (application/x-www-form-urlencoded). */
export function parseUrlEncoded(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: FormFields) => void,
) {
  const fields: FormFields = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value;
  done(null, fields);
}
