import type { FastifyInstance } from 'fastify';
import { OWNER_PATHS } from '@dds/shared/src/schemas/owner';
import type { MailTestResult } from '@dds/shared/src/schemas/storage-status';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { createMailer } from './mailer';
import { explainMailError } from './mail-problem';
import { receivedAt } from './notification-mail';
import { describeError } from './outbox-worker';

/**
 * "Send a test e-mail" (owner): one message through SMTP_URL, now, to NOTIFY_EMAIL and to the owner
 * asking, with the mail server's answer shown at once in plain words. Not through the outbox:
 * the point is to see whether sending works now, not to retry it for two days.
 */
export function registerMailTestRoute(app: FastifyInstance, ctx: AppContext) {
  const mailer = createMailer(ctx.config);

  app.post(OWNER_PATHS.mailTest, { preHandler: requireAdmin(ctx) }, async (request): Promise<MailTestResult> => {
    const me = request.admin!.email;
    if (!mailer) {
      return {
        sent: false,
        to: [],
        problem:
          'E-mail is off on this server: nothing can be sent. Ask whoever runs the server to set SMTP_URL and NOTIFY_EMAIL.',
        detail: null,
      };
    }
    const to = [...new Set([mailer.notifyEmail, me].map((a) => a.trim().toLowerCase()))];
    const at = new Date();
    let rejected: string[] = [];
    try {
      const info = await mailer.send({
        from: mailer.from,
        to: to.join(', '),
        subject: 'Test e-mail from the DDS website',
        messageId: mailer.newMessageId('mail-test'),
        headers: { 'Auto-Submitted': 'auto-generated' },
        text: [
          `${me} sent this test from the admin panel on ${receivedAt(at.toISOString())}.`,
          '',
          'If you can read it, the website can send e-mail: notifications of new inquiries, admissions and donations reach',
          `${mailer.notifyEmail}, and "Forgot password?" links reach the admins.`,
        ].join('\n'),
      });
      rejected = (info?.rejected ?? []).map((a) => a.toLowerCase());
    } catch (error) {
      const { text } = describeError(error);
      const problem = explainMailError(text);
      request.log.warn(`mail test: not sent: ${text}`);
      await writeAudit(ctx.database.db, {
        actor: me,
        action: 'mail.test',
        detail: `failed (${problem.kind})`,
        ip: request.ip,
      });
      return { sent: false, to, problem: `${problem.words} ${problem.ask}`, detail: text };
    }
    if (rejected.length) {
      // Taken for some recipients, refused for others: say which, in the same plain words.
      const problem = explainMailError('EENVELOPE: recipient rejected');
      const accepted = to.filter((a) => !rejected.includes(a));
      await writeAudit(ctx.database.db, {
        actor: me,
        action: 'mail.test',
        detail: `refused for ${rejected.join(', ')}`,
        ip: request.ip,
      });
      return {
        sent: accepted.length > 0,
        to: accepted,
        problem: `${problem.words} It refused ${rejected.join(' and ')}. ${problem.ask}`,
        detail: `Recipients refused: ${rejected.join(', ')}`,
      };
    }
    await writeAudit(ctx.database.db, {
      actor: me,
      action: 'mail.test',
      detail: `sent to ${to.join(', ')}`,
      ip: request.ip,
    });
    return { sent: true, to, problem: null, detail: null };
  });
}
