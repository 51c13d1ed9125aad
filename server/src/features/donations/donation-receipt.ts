import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import type { Notifications } from '../notifications/notifications';
import { nextReceiptNumber } from '../visitor-mail/receipt-number';

const CHUNK = 500;

/**
 * Runs in the transaction that verifies donations (one PATCH or a bulk "verify"): each donation of
 * `ids` now verified, with an amount, and without a receipt yet gets the financial year's next
 * number and its receipt e-mail queued — all in that transaction, so either the verification, the
 * number and the e-mail all happen or none does. A donation verified before its amount is entered
 * gets its receipt when the amount is saved. Un-verifying keeps the number (a receipt once issued
 * is never withdrawn silently or given to someone else); verifying again sends nothing new.
 */
export async function issueReceipts(
  trx: Db,
  ids: number[],
  notifications: Pick<Notifications, 'enqueueVisitor'>,
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const due = await trx
      .selectFrom('donations')
      .select(['id', 'name', 'email', 'amount', 'upi_reference', 'created_at', 'language'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('verified', '=', 1)
      .where('receipt_no', 'is', null)
      .where('amount', '>', 0)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const d of due) {
      const issuedAt = nowIso();
      const receiptNo = await nextReceiptNumber(trx, issuedAt);
      await trx
        .updateTable('donations')
        .set({ receipt_no: receiptNo, receipt_at: issuedAt })
        .where('id', '=', d.id)
        .execute();
      await notifications.enqueueVisitor(trx, 'donation-receipt', d.id, {
        to: d.email,
        name: d.name,
        // The donor's language as they sent the form: the receipt e-mail's words follow it.
        language: d.language,
        receipt: {
          receiptNo,
          amount: Number(d.amount),
          upiReference: d.upi_reference,
          receivedAt: d.created_at,
          issuedAt,
        },
      });
    }
  }
}
