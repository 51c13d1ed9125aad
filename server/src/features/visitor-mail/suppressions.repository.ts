import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { normalEmail } from './unsubscribe-token';

export type SuppressionReason = 'unsubscribed' | 'bounced';

/** Whether visitor mail to this address must not be sent (its owner unsubscribed, or it bounced for good). */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_suppressions')
    .select('email')
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  return !!row;
}

/** Adds the address; a second unsubscribe (a mail client that retries the POST) changes nothing. */
export async function suppress(db: Db, email: string, reason: SuppressionReason, detail?: string): Promise<void> {
  await db
    .insertInto('mail_suppressions')
    .values({ email: normalEmail(email), reason, detail: detail ? detail.slice(0, 500) : null, created_at: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
