import type { Db } from '../../src/db/database';

/** The activity lines written about one record (`target`, e.g. `photo:3`), oldest first. */
export const auditTrail = (db: Db, target: string) =>
  db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', target).orderBy('id').execute();
