import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { csvIstDateTime, csvStream } from '../../lib/csv';
import { parseListQuery, type Listing, type ParsedListQuery } from '../../lib/list-query';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';

interface AdminList<T> {
  /** e.g. /api/admin/inquiries */
  path: string;
  name: string;
  list: (db: Db, query: ParsedListQuery) => Promise<Listing<T>>;
  csvHeader: string[];
  csvCells: (item: T) => unknown[];
}

const EXPORT_BATCH = 500;

/**
 * GET <path>: the spec's plain array when no `page` is given, else a page object.
 * GET <path>/export.csv: every row matching the same filters, streamed batch by batch.
 */
export function registerAdminList<T>(app: FastifyInstance, ctx: AppContext, def: AdminList<T>) {
  const { db } = ctx.database;
  const preHandler = requireAdmin(ctx);

  app.get(def.path, { preHandler }, async (request) => {
    const query = parseListQuery(request.query);
    const result = await def.list(db, query);
    if (query.page === undefined) return result.items;
    return { items: result.items, total: result.total, page: query.page, pageSize: query.pageSize };
  });

  app.get(`${def.path}/export.csv`, { preHandler }, async (request, reply) => {
    const query = parseListQuery(request.query);
    await writeAudit(db, { actor: request.admin!.email, action: `${def.name}.export`, ip: request.ip });
    async function* pages() {
      for (let page = 1; ; page += 1) {
        const { items } = await def.list(db, { ...query, page, pageSize: EXPORT_BATCH });
        if (items.length) yield items;
        if (items.length < EXPORT_BATCH) return;
      }
    }
    const date = csvIstDateTime(new Date().toISOString()).slice(0, 10); // the office's date, not UTC's
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${def.name}-${date}.csv"`)
      .header('Cache-Control', 'no-store');
    return reply.send(csvStream(def.csvHeader, def.csvCells, pages));
  });
}
