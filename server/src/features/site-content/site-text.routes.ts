import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contentLanguageSchema,
  isSiteTextKey,
  siteTextLabel,
  siteTextSaveSchema,
  siteTextValueSchema,
  SITE_TEXT_PATH,
} from '@dds/shared/src/schemas/site-text-edit';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../audit/audit.repository';
import { HttpError, notFound, parseOr400 } from '../../lib/http-error';
import { saveOf } from '../../lib/record-version';
import { requireAdmin } from '../../security/require-admin';
import { readSiteTextBlocks, saveSiteText } from './site-text.repository';

const listQuery = z.object({ language: contentLanguageSchema.default('en') });

/**
 * The Site text screen's calls (docs/decisions/021-site-text.md): every text of the public site in
 * one language, and the save of one text (new words, or null: the shipped words again), versioned
 * like every admin save and recorded in Activity with the words before and after.
 */
export function registerSiteTextRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  app.get(SITE_TEXT_PATH, { preHandler: requireAdmin(ctx) }, async (request) => {
    const { language } = parseOr400(listQuery, request.query ?? {});
    return { language, blocks: await readSiteTextBlocks(db, language) };
  });

  app.put<{ Params: { key: string } }>(`${SITE_TEXT_PATH}/:key`, { preHandler: requireAdmin(ctx) }, async (request) => {
    const { key } = request.params;
    if (!isSiteTextKey(key)) throw notFound('There is no such text on the site.');
    const body = parseOr400(siteTextSaveSchema, request.body);
    // The same check as the screen's, field by field: the message names the text.
    let value: string | null = null;
    if (body.value !== null) {
      const checked = siteTextValueSchema(key).safeParse(body.value);
      if (!checked.success)
        throw new HttpError(400, checked.error.issues[0]?.message ?? 'Invalid text', {
          value: checked.error.issues[0]?.message ?? 'Invalid text',
        });
      value = checked.data;
    }
    const admin = request.admin!;
    const change = await saveSiteText(db, key, body.language, value, saveOf(request), (trx, c) =>
      writeAudit(trx, {
        actor: admin.email,
        action: c.restored ? 'site-text.restore' : 'site-text.update',
        target: 'site-text',
        // { key: { before, after } } is the shape Activity shows as before → after.
        detail: JSON.stringify({
          [c.key]: { before: c.before, after: c.after },
          language: c.language,
          label: siteTextLabel(c.key),
        }),
        ip: request.ip,
      }).then(() => undefined),
    );
    return change.block;
  });
}
