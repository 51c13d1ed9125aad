import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { siteSettingsSchema } from '@dds/shared/src/schemas/site-settings';
import type { AppContext } from '../../app-context';
import { parseOr400 } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { saveOf } from '../../lib/record-version';
import { readSettings, readSettingsVersion, saveSettings } from './settings.repository';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  // Public: the standalone public-site and any client that needs the current details.
  app.get(API_PATHS.content, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ctx.siteContent();
  });

  // With the version the form sends back when it saves (no silent overwrites).
  app.get(API_PATHS.settings, { preHandler: requireAdmin(ctx) }, async () => ({ ...(await readSettings(db)), version: await readSettingsVersion(db) }));

  app.put(API_PATHS.settings, { preHandler: requireAdmin(ctx) }, async (request) => {
    const next = parseOr400(siteSettingsSchema, request.body);
    const { before, after, changed, version } = await saveSettings(db, next, saveOf(request));
    if (changed.length) {
      const diff = Object.fromEntries(changed.map((field) => [field, { before: before[field], after: after[field] }]));
      await writeAudit(db, { actor: request.admin!.email, action: 'settings.update', target: 'settings', detail: JSON.stringify(diff), ip: request.ip });
    }
    return { ...after, version };
  });
}
