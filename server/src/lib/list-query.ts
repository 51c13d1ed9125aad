import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { listQuerySchema } from '@dds/shared/src/schemas/admin';
import type { z } from 'zod';
import { parseOr400 } from './http-error';

export type ParsedListQuery = z.output<typeof listQuerySchema>;

export const parseListQuery = (query: unknown): ParsedListQuery => parseOr400(listQuerySchema, query ?? {});

/** The plain-array answer (no `page`) is capped so one call cannot pull an unbounded table. */
export const PLAIN_LIST_CAP = 10_000;

/** Case-insensitive "contains" over several text columns, identical on SQLite and PostgreSQL. */
export function containsAny(q: string, columns: string[]): RawBuilder<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const clauses = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`;
}

export interface Listing<T> {
  items: T[];
  total: number;
}

/** limit/offset for a parsed query: one page, or everything up to the cap. */
export function window(query: Pick<ParsedListQuery, 'page' | 'pageSize'>): { limit: number; offset: number } {
  if (query.page === undefined) return { limit: PLAIN_LIST_CAP, offset: 0 };
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}
