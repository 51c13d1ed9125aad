import type { Db } from '../../db/database';

/** What a receipt number starts with: "DDS/2026-27/0001". */
export const RECEIPT_PREFIX = 'DDS';

/**
 * India's financial year (1 April to 31 March) of an instant, in IST: "2026-27". Receipts for
 * donations are kept and numbered by financial year, which is how the institute's accounts and the
 * income-tax rules on donation receipts count them.
 */
export function financialYear(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000); // IST is UTC+5:30, no daylight saving
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next receipt number of the financial year, taken in the caller's transaction (the one that
 * verifies the donation): one upsert that adds 1 to the year's counter and answers it. On
 * PostgreSQL the counter row stays locked until the transaction ends, so two verifications at once
 * get consecutive numbers; SQLite writes one transaction at a time. A transaction that rolls back
 * takes its increment with it, so the numbers have no gaps, and a number once committed is stored on
 * its donation (unique) and never given again.
 */
export async function nextReceiptNumber(trx: Db, at: string): Promise<string> {
  const year = financialYear(at);
  const row = await trx
    .insertInto('receipt_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last: eb('receipt_counters.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${RECEIPT_PREFIX}/${year}/${String(row.last).padStart(4, '0')}`;
}
