import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { NotificationTiming } from '../../src/features/notifications/notification-timing';
import type { TestSmtpServer } from './smtp-test-server';

/** Test helpers for the notification tests (not a test file itself). */

/** Milliseconds instead of minutes, so outages and retries fit in a test. */
export const FAST_TIMING: NotificationTiming = {
  pollMs: 20,
  retryBaseMs: 30,
  retryMaxMs: 150,
  giveUpMs: 48 * 60 * 60_000,
  leaseMs: 60_000,
  smtpTimeoutMs: 2_000,
  stopWaitMs: 2_000,
};
export const NOTIFY = 'office@dds.test';

export function notifyConfig(smtp: Pick<TestSmtpServer, 'port'>, over: Partial<Config> = {}): Partial<Config> {
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    notifyEmail: NOTIFY,
    publicOrigin: 'https://dds.example',
    notificationTiming: FAST_TIMING,
    ...over,
  };
}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The mails to the institute (NOTIFY_EMAIL): with PUBLIC_ORIGIN set, visitors get their own acknowledgements beside them. */
export const toOffice = (smtp: Pick<TestSmtpServer, 'received'>) =>
  smtp.received.filter((m) => m.envelope.to.includes(NOTIFY));

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const outbox = (database: Database) =>
  database.db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();

/** Every row sent, then many more polls: a second send of anything would have happened by now. */
export async function settled(database: Database): Promise<void> {
  await waitUntil('every notification is sent', async () => (await outbox(database)).every((r) => r.status === 'sent'));
  await pause(10 * FAST_TIMING.pollMs);
}
