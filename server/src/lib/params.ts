import { badRequest } from './http-error';

/** The numeric `:id` of a path, or a 400 naming it. */
export function parseId(params: unknown): number {
  const raw = (params as { id?: string } | undefined)?.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw badRequest('id must be a positive whole number');
  return Number(raw);
}
