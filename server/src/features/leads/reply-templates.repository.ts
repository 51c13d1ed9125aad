import type { ReplyTemplate } from '@dds/shared/src/schemas/leads';
import type { Db } from '../../db/database';
import { writeAudit } from '../audit/audit.repository';
import type { Actor } from '../resources/update.repository';

/** The office's WhatsApp reply templates, in order. */
export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  return db.selectFrom('reply_templates').select(['title', 'body']).orderBy('position').execute();
}

/**
 * The whole list replaced in one transaction, with one history line naming the titles before and
 * after (the bodies are long; the list is short). A save that changes nothing writes no line
 * (docs/decisions/019-activity-you-can-read.md).
 */
export async function replaceReplyTemplates(db: Db, items: ReplyTemplate[], actor: Actor): Promise<ReplyTemplate[]> {
  return db.transaction().execute(async (trx) => {
    const before = await listReplyTemplates(trx);
    if (JSON.stringify(before) === JSON.stringify(items)) return before;
    await trx.deleteFrom('reply_templates').execute();
    if (items.length)
      await trx
        .insertInto('reply_templates')
        .values(items.map((t, i) => ({ id: i + 1, position: i + 1, title: t.title, body: t.body })))
        .execute();
    const detail = { before: before.map((t) => t.title), after: items.map((t) => t.title) };
    await writeAudit(trx, {
      actor: actor.email,
      action: 'reply-templates.update',
      detail: JSON.stringify(detail),
      ip: actor.ip,
    });
    return items;
  });
}
