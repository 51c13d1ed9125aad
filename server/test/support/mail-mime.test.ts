import { smtpTransport, type SendMail } from '../../src/features/notifications/mailer';
import { notificationMail, type NotificationMail } from '../../src/features/notifications/notification-mail';
import { parseSmtpUrl, type SmtpSettings } from '../../src/features/notifications/notify-env';
import { composeVisitorMail } from '../../src/features/visitor-mail/visitor-mail';
import { useScratchSqlite } from './scratch-sqlite';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';
import { setInstituteDetails } from './visitor-mail-test-helpers';

/**
 * The test mailbox reads a message as a mail client shows it (mail-mime.ts). The messages here are
 * the server's own, written by its mail code and sent by its nodemailer transport to the mailbox
 * over SMTP, so the encodings are the ones nodemailer picks for them, not ones written by hand; each
 * test first checks that the encoding it is about is the one on the wire.
 */
describe('the test mailbox reads the mail the server sends', () => {
  const scratch = useScratchSqlite('mail-mime');
  let smtp: TestSmtpServer;
  let send: SendMail;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    send = smtpTransport(parseSmtpUrl(`smtp://127.0.0.1:${smtp.port}`) as SmtpSettings, { smtpTimeoutMs: 5_000 });
  });
  afterEach(() => smtp.stop());

  const sent = async (mail: NotificationMail) => {
    await send(mail);
    return (await smtp.waitFor(1))[0]!;
  };

  const officeMail = (name: string, language: string, message: string) =>
    notificationMail(
      {
        id: 7,
        kind: 'inquiry',
        createdAt: '2026-11-29T10:00:00.000Z',
        payload: {
          kind: 'student',
          name,
          email: 'asha@dds.test',
          phone: '9876543210',
          course: 'spoken',
          message,
          language,
        },
      },
      { from: 'site@dds.test', to: 'office@dds.test', adminLinkOrigin: 'https://dds.test', messageIdHost: 'dds.test' },
    );

  it("the office's mail: a Q-encoded subject (an em dash) and a quoted-printable body", async () => {
    const mail = officeMail('Asha Verma', 'en', 'Mornings suit me — after 10 am, Mon–Sat.');
    const received = await sent(mail);

    expect(received.header('subject')).toMatch(/^=\?UTF-8\?Q\?/i);
    expect(received.header('content-transfer-encoding')).toBe('quoted-printable');
    expect(received.subject).toBe('New inquiry: Asha Verma — Spoken English');
    expect(received.subject).toBe(mail.subject);
    expect(received.text).toBe(mail.text);
    expect(received.text).toContain('Message:\nMornings suit me — after 10 am, Mon–Sat.\n');
  });

  it("the office's mail about a Hindi visitor: Devanagari in Q-encoded words, split over several", async () => {
    const mail = officeMail('आशा वर्मा श्रीवास्तव', 'hi', 'सुबह का समय ठीक है।');
    const received = await sent(mail);

    expect(received.header('subject')).toMatch(/^=\?UTF-8\?Q\?.*\?=\s+=\?UTF-8\?Q\?/i);
    expect(received.subject).toBe('New inquiry from the Hindi site: आशा वर्मा श्रीवास्तव — Spoken English');
    expect(received.text).toBe(mail.text);
    expect(received.text).toContain('Message:\nसुबह का समय ठीक है।\n');
  });

  it("a Hindi donor's receipt: a B-encoded subject, multipart with a base64 text and the PDF", async () => {
    const db = scratch.database().db;
    await setInstituteDetails(db);
    const mail = await composeVisitorMail(
      db,
      {
        id: 3,
        kind: 'donation-receipt',
        createdAt: '2026-11-29T10:00:00.000Z',
        payload: {
          to: 'meera@hi.test',
          name: 'मीरा दास',
          language: 'hi',
          receipt: {
            receiptNo: 'DDS/2026-27/0001',
            amount: 1100,
            upiReference: '412345678901',
            receivedAt: '2026-11-28T10:00:00.000Z',
            issuedAt: '2026-11-29T10:00:00.000Z',
          },
        },
      },
      {
        fromAddress: 'site@dds.test',
        publicOrigin: 'https://dds.test',
        secret: 's'.repeat(32),
        messageIdHost: 'dds.test',
      },
    );
    if ('skip' in mail) throw new Error(mail.skip);
    const received = await sent(mail);

    expect(received.header('subject')).toMatch(/^=\?UTF-8\?B\?/i);
    expect(received.header('content-type')).toMatch(/^multipart\/mixed;/);
    const [text, pdf] = received.parts;
    expect(text!.header('content-transfer-encoding')).toBe('base64');
    expect(received.subject).toBe(mail.subject);
    expect(received.subject).toMatch(/^DDS [\u0900-\u097F ]+ DDS\/2026-27\/0001$/);
    expect(received.text).toBe(mail.text);
    expect(received.text).toContain('रसीद संख्या: DDS/2026-27/0001');
    expect(pdf!.header('content-type')).toMatch(/^application\/pdf/);
    expect(pdf!.body.equals(mail.attachments![0]!.content)).toBe(true);
  });
});
