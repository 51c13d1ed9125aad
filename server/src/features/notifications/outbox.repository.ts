import type { SubmissionKind } from '@dds/shared/src/resources/admin-lists';
import type { Db } from '../../db/database';
import { isoPlus, nowIso } from '../../lib/clock';

/**
 * A new submission, or a change of the payment or contact settings (for every owner); and the mails
 * to visitors (../visitor-mail): an acknowledgement, a donor's thank-you, a donation's receipt.
 */
export type NotificationKind =
  SubmissionKind | 'settings-change' | 'inquiry-ack' | 'admission-ack' | 'donation-thanks' | 'donation-receipt';

/** A row as the worker needs it once it holds the claim. */
export interface ClaimedRow {
  id: number;
  kind: NotificationKind;
  recordId: number;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: string;
  claimToken: string;
}

const MAX_ERROR_LENGTH = 500;

/** Called inside the submission's own transaction: the row exists exactly when the submission does. */
export async function addToOutbox(
  db: Db,
  kind: NotificationKind,
  recordId: number,
  payload: Record<string, unknown>,
  recipient: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('notification_outbox')
    .values({
      kind,
      record_id: recordId,
      payload: JSON.stringify(payload),
      next_attempt_at: now,
      created_at: now,
      recipient,
    })
    .execute();
}

/** Whether a mail of this kind to this address (its recipientKey) was queued since `since`: the per-address limit. */
export async function queuedForRecently(
  db: Db,
  kind: NotificationKind,
  recipient: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notification_outbox')
    .select('id')
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Not sent on purpose (the address unsubscribed or bounced): no more tries, and not a failure to report. */
export async function markOutboxSkipped(
  db: Db,
  row: Pick<ClaimedRow, 'id' | 'claimToken'>,
  reason: string,
): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ status: 'skipped', payload: '{}', claim_token: null, claimed_until: null, last_error: clip(reason) })
    .where('id', '=', row.id)
    .where('claim_token', '=', row.claimToken)
    .execute();
}

/** Rows ready for an attempt: pending and due, or 'sending' whose claim ran out (its process died). */
export async function dueOutboxIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notification_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes the row for this process until `leaseMs` from now, if nobody holds it: one UPDATE whose
 * WHERE repeats the "due" test, so of two processes (or two workers) racing for the same row
 * exactly one changes it — SQLite writes one at a time, and PostgreSQL re-checks the WHERE on the
 * row the winner committed. The loser sees 0 rows changed and moves on.
 */
export async function claimOutboxRow(
  db: Db,
  id: number,
  token: string,
  leaseMs: number,
): Promise<ClaimedRow | undefined> {
  const now = nowIso();
  const result = await db
    .updateTable('notification_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_token: token,
      claimed_until: isoPlus(leaseMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    recordId: row.record_id,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    attempts: row.attempts,
    createdAt: row.created_at,
    claimToken: token,
  };
}

/**
 * The SMTP server took the message. Whoever holds the claim now, it is sent: marking it stops any
 * further try. The visitor's fields are dropped from the row; the submission itself keeps them.
 */
export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ status: 'sent', sent_at: nowIso(), payload: '{}', claim_token: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

const clip = (error: string) => (error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error);

/** A failed attempt: try again at `nextAttemptAt` (only if this claim still holds the row). */
export async function markOutboxRetry(
  db: Db,
  row: Pick<ClaimedRow, 'id' | 'claimToken'>,
  nextAttemptAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({
      status: 'pending',
      next_attempt_at: nextAttemptAt,
      claim_token: null,
      claimed_until: null,
      last_error: clip(error),
      last_error_at: nowIso(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('claim_token', '=', row.claimToken)
    .execute();
}

/** Given up: no more tries. */
export async function markOutboxFailed(
  db: Db,
  row: Pick<ClaimedRow, 'id' | 'claimToken'>,
  error: string,
): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ status: 'failed', claim_token: null, claimed_until: null, last_error: clip(error), last_error_at: nowIso() })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('claim_token', '=', row.claimToken)
    .execute();
}

export interface OutboxSummary {
  /** Not sent yet (pending or being sent). */
  waiting: number;
  /** Given up since `failedSince`. */
  failed: number;
  /** The newest error of a message that is not sent: why they wait, or why they failed. */
  lastError: string | null;
  lastErrorAt: string | null;
}

export async function outboxSummary(db: Db, failedSince: string): Promise<OutboxSummary> {
  const [waiting, failed, latest] = await Promise.all([
    db
      .selectFrom('notification_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notification_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'failed')
      .where('last_error_at', '>=', failedSince)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notification_outbox')
      .select(['last_error', 'last_error_at'])
      .where('status', '!=', 'sent')
      .where('last_error_at', 'is not', null)
      .where((eb) => eb.or([eb('status', '!=', 'failed'), eb('last_error_at', '>=', failedSince)]))
      .orderBy('last_error_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    waiting: Number(waiting.n),
    failed: Number(failed.n),
    lastError: latest?.last_error ?? null,
    lastErrorAt: latest?.last_error_at ?? null,
  };
}
