import type { FastifyInstance } from 'fastify';
import { bulkRequestSchema } from '@dds/shared/src/schemas/bulk';
import type { AppContext } from '../../app-context';
import { csvIstDateTime } from '../../lib/csv';
import { acceptsGzip } from '../../lib/gzip-chunks';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../lib/xlsx-stream';
import { HttpError, notFound, parseOr400, parseOr400WithFields } from '../../lib/http-error';
import { FOLLOW_UP_MESSAGES } from '@dds/shared/src/schemas/follow-up';
import { findAdminById } from '../auth/admin-user.repository';
import { parseListQuery } from '../../lib/list-query';
import { parseId } from '../../lib/params';
import { saveOf } from '../../lib/record-version';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { bulkAction } from './bulk.repository';
import { readRecord } from './record.repository';
import { csvExport, exportBatches, mapBatches } from './resource-export';
import { latestIdOf, listResource } from './resource-query';
import { xlsxOf } from './resource-xlsx';
import type { AfterWrite, ResourceTable } from './resource-table';
import { purgeTrash } from './trash-purge';
import { updateRecord } from './update.repository';

/**
 * Every admin list's routes, generic over its resource definition and table mapping:
 * - GET <path>: the spec's plain array without `page`, else `{ items, total, page, pageSize }`;
 * - GET <path>/export.csv: every row matching the same filters (or the `ids` chosen), streamed;
 * - GET <path>/export.xlsx: the same rows as a workbook (typed cells), streamed;
 * - GET <path>/<id>: the record, its history from the audit log, and its duplicates;
 * - PATCH <path>/<id>: the list's editable fields, audited with their values before;
 * - POST <path>/bulk: one action over many records (see bulk.repository.ts);
 * - POST <path>/trash/empty: deletes every record in the list's Trash for good, with its files (audited).
 * Lists and exports are read by the read workers (`reads`: db/read-pool/), never on the event loop.
 */
export function registerResourceRoutes<T>(app: FastifyInstance, ctx: AppContext, rt: ResourceTable<T>) {
  const { db, reads } = ctx.database;
  const { name, apiPath: path } = rt.definition;
  const preHandler = requireAdmin(ctx);
  const xlsx = xlsxOf<T>(rt.definition);
  const afterWrite: AfterWrite | undefined =
    rt.afterWrite && ((trx, ids) => rt.afterWrite!(trx, ids, ctx.notifications));

  app.get(path, { preHandler }, async (request) => {
    const query = parseListQuery(request.query);
    // Read before the page, so a record counted in the page is never above it (see bulk.repository.ts).
    const latestId = query.page === undefined ? undefined : await latestIdOf(reads, rt);
    const result = await listResource(reads, rt, query);
    if (query.page === undefined) return result.items;
    // The Trash view tells the office how long a record stays in it (TRASH_KEEP_DAYS).
    const inTrash = rt.definition.softDelete && (query.trash === '1' || query.trash === 'true');
    return {
      items: result.items,
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      latestId,
      ...(inTrash ? { trashKeepDays: ctx.config.trashKeepDays } : {}),
    };
  });

  app.get(`${path}/export.csv`, { preHandler }, async (request, reply) => {
    const query = parseListQuery(request.query);
    await writeAudit(db, {
      actor: request.admin!.email,
      action: `${name}.export`,
      detail: query.ids ? JSON.stringify({ ids: query.ids.length }) : undefined,
      ip: request.ip,
    });
    const date = csvIstDateTime(new Date().toISOString()).slice(0, 10); // the office's date, not UTC's
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding');
    const csv = csvExport(ctx.database, rt, query, { gzip: acceptsGzip(request.headers['accept-encoding']) });
    if (csv.gzipped) reply.header('Content-Encoding', 'gzip');
    return reply.send(csv.body);
  });

  // The same rows as the CSV, as a workbook with typed cells (resource-xlsx.ts): LibreOffice shows the
  // CSV's ="0123…" phone cells literally with its default import options.
  app.get(`${path}/export.xlsx`, { preHandler }, async (request, reply) => {
    const query = parseListQuery(request.query);
    await writeAudit(db, {
      actor: request.admin!.email,
      action: `${name}.export`,
      detail: JSON.stringify({ format: 'xlsx', ...(query.ids ? { ids: query.ids.length } : {}) }),
      ip: request.ip,
    });
    const date = csvIstDateTime(new Date().toISOString()).slice(0, 10);
    reply
      .type(XLSX_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${name}-${date}.xlsx"`)
      .header('Cache-Control', 'no-store');
    return reply.send(
      xlsxStream(
        rt.definition.plural,
        xlsx.columns,
        mapBatches(exportBatches(ctx.database.streams, rt, query), xlsx.cells),
      ),
    );
  });

  app.get(`${path}/:id`, { preHandler }, async (request) => {
    const record = await readRecord(db, rt, parseId(request.params));
    if (!record) throw notFound(`${rt.definition.singular} not found`);
    return record;
  });

  if (rt.update) {
    const { schema } = rt.update;
    app.patch(`${path}/:id`, { preHandler }, async (request) => {
      const id = parseId(request.params);
      const update = parseOr400WithFields(schema, request.body);
      // A lead is assigned to someone who can log in (decision 024); the id alone passes the schema.
      if (typeof update.assignedTo === 'number' && !(await findAdminById(db, update.assignedTo))) {
        throw new HttpError(400, FOLLOW_UP_MESSAGES.assignee, { assignedTo: FOLLOW_UP_MESSAGES.assignee });
      }
      const updated = await updateRecord(
        db,
        rt,
        id,
        update,
        { email: request.admin!.email, ip: request.ip },
        saveOf(request),
        afterWrite,
      );
      if (!updated) throw notFound(`${rt.definition.singular} not found`);
      if (afterWrite) ctx.notifications.wake();
      return updated;
    });
  }

  app.post(`${path}/bulk`, { preHandler }, async (request) => {
    const bulk = parseOr400(bulkRequestSchema, request.body);
    const answer = await bulkAction(
      db,
      rt,
      bulk,
      { email: request.admin!.email, ip: request.ip },
      { lockRows: ctx.database.dialect === 'postgres', afterWrite },
    );
    if (afterWrite) ctx.notifications.wake();
    return answer;
  });

  if (rt.definition.softDelete) {
    app.post(`${path}/trash/empty`, { preHandler }, async (request) => {
      const result = await purgeTrash(db, ctx.storage, rt, {
        actor: request.admin!.email,
        ip: request.ip,
        reason: 'emptied',
      });
      if (result.fileErrors.length)
        request.log.error(
          { files: result.fileErrors },
          'Empty Trash: some files could not be removed (the start-up reconcile will)',
        );
      return { purged: result.purged };
    });
  }
}
