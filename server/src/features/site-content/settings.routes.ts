import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { isOwnerOnlySetting } from '@dds/shared/src/schemas/permissions';
import { siteSettingsSaveSchema } from '@dds/shared/src/schemas/site-settings';
import type { AppContext } from '../../app-context';
import { parseOr400 } from '../../lib/http-error';
import { assertMayChangeSettings } from '../../security/permissions';
import { requireAdmin } from '../../security/require-admin';
import { saveOf } from '../../lib/record-version';
import { recordSettingsChange } from './settings-change';
import { readSettings, readSettingsHindi, readSettingsVersion, saveSettings } from './settings.repository';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  // Public: the standalone public-site and any client that needs the current details.
  app.get(API_PATHS.content, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ctx.siteContent();
  });

  // With the version the form sends back when it saves (no silent overwrites), and the Hindi of
  // the address and office hours (docs/decisions/026-hindi.md §3).
  app.get(API_PATHS.settings, { preHandler: requireAdmin(ctx) }, async () => ({
    ...(await readSettings(db)),
    hindi: await readSettingsHindi(db),
    version: await readSettingsVersion(db),
  }));

  app.put(API_PATHS.settings, { preHandler: requireAdmin(ctx) }, async (request) => {
    const { hindi, ...next } = parseOr400(siteSettingsSaveSchema, request.body);
    const admin = request.admin!;
    // Staff may save the record but not change its payment and contact fields (checked against
    // what is stored, inside the transaction); every change is audited with its owners' e-mail.
    // A save based on an older version of the settings is refused with 409 (saveOf).
    const { after, changed, changedHindi, hindiAfter, version } = await saveSettings(
      db,
      next,
      {
        check: (fields) => assertMayChangeSettings(admin.role, fields),
        record: (trx, change) =>
          recordSettingsChange(trx, ctx.notifications, { email: admin.email, ip: request.ip }, change),
      },
      saveOf(request),
      hindi,
    );
    if ([...changed, ...changedHindi].some(isOwnerOnlySetting)) ctx.notifications.wake();
    return { ...after, hindi: hindiAfter, version };
  });
}
