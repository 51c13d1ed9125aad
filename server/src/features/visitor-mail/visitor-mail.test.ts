import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { siteTextItemPath } from '@dds/shared/src/schemas/site-text-edit';
import { nowIso } from '../../lib/clock';
import { makePng, validAdmission, validInquiry } from '../../../test/support/fixtures';
import {
  ADMIN,
  multipart,
  sessionCookie,
  startTestApp,
  testDialects,
  type TestApp,
} from '../../../test/support/test-app';
import { NOTIFY, notifyConfig, outbox, settled, waitUntil } from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../test/support/smtp-test-server';
import { financialYear } from './receipt-number';
import { unsubscribeToken } from './unsubscribe-token';
import {
  INSTITUTE,
  pdfStrings,
  setInstituteDetails,
  spamAssassin,
  spamRules,
} from '../../../test/support/visitor-mail-test-helpers';

const VISITOR = 'asha@example.com';
/** PUBLIC_ORIGIN of notifyConfig: the origin the admin panel's requests come from. */
const ORIGIN = 'https://dds.example';
async function login(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: ADMIN,
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}
const toVisitor = (smtp: TestSmtpServer, address = VISITOR) =>
  smtp.received.filter((m) => m.envelope.to.includes(address));
const unsubscribeLink = (mail: ReceivedMail) =>
  /^<(https:\/\/dds\.example\/unsubscribe\?token=[^>]+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1];

async function donate(app: FastifyInstance, name: string, email: string) {
  const form = multipart({ name, email }, { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() });
  const res = await app.inject({ method: 'POST', url: API_PATHS.donation, ...form });
  expect(res.statusCode).toBe(200);
}

async function donationId(t: TestApp, cookie: string, email: string): Promise<number> {
  const [row] = (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/donations?q=${encodeURIComponent(email)}`,
      headers: { cookie },
    })
  ).json();
  return row.id;
}

for (const dialect of testDialects()) {
  describe(`e-mail to visitors [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let t: TestApp | undefined;
    beforeEach(async () => {
      smtp = await startTestSmtpServer();
    });
    afterEach(async () => {
      await t?.close();
      t = undefined;
      await smtp.stop();
    });

    it('an inquirer gets an acknowledgement: what happens next, phone, WhatsApp and office hours, with one-click unsubscribe headers', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      await setInstituteDetails(t.database.db);
      expect((await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() })).statusCode).toBe(
        200,
      );
      await smtp.waitFor(2);
      await settled(t.database);
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.filter((m) => m.envelope.to.includes(NOTIFY))).toHaveLength(1);
      const [ack] = toVisitor(smtp);
      expect(ack!.envelope.to).toEqual([VISITOR]);
      expect(ack!.subject).toBe('We have your question, Asha Verma');
      expect(ack!.header('from')).toMatch(/^"?DDS Institute"? <office@dds\.test>$/);
      expect(ack!.header('reply-to')).toBe(INSTITUTE.email);
      expect(ack!.header('auto-submitted')).toBe('auto-generated');
      expect(ack!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribeLink(ack!)).toBeDefined();
      expect(ack!.text).toMatch(/^Dear Asha Verma,$/m);
      expect(ack!.text).toContain('What happens next: a counsellor will call you');
      expect(ack!.text).toContain(`Phone: ${INSTITUTE.phone}`);
      expect(ack!.text).toContain(`WhatsApp: ${INSTITUTE.whatsapp}`);
      expect(ack!.text).toContain(`Office hours: ${INSTITUTE.officeHours}`);
      // The link in the body is the one in the header, so a reader without the client's button has it too.
      expect(ack!.text).toContain(unsubscribeLink(ack!)!);
    });

    it('a business inquiry is answered with its own words (a project, not a course)', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.inquiry,
        payload: validInquiry({ kind: 'business', name: 'Kiran Shop', email: 'kiran@shop.example', course: 'web' }),
      });
      await smtp.waitFor(2);
      const [ack] = toVisitor(smtp, 'kiran@shop.example');
      expect(ack!.subject).toBe('We have your message about your project, Kiran Shop');
      expect(ack!.text).not.toContain('batches');
    });

    it("an applicant's acknowledgement names the course; the words are the owner's from Site text", async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      const cookie = await login(t);
      const list = (await t.app.inject({ method: 'GET', url: '/api/admin/site-text', headers: { cookie } })).json();
      const block = list.blocks.find((b: { key: string }) => b.key === 'emails.admission.subject');
      expect(block.original).toBe('Your admission form for {course} has reached DDS');
      const save = await t.app.inject({
        method: 'PUT',
        url: siteTextItemPath('emails.admission.subject'),
        headers: { cookie, origin: ORIGIN },
        payload: { language: 'en', value: '{name}, we have your form for {course}', version: block.version },
      });
      expect(save.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: API_PATHS.admission, payload: validAdmission() })).statusCode,
      ).toBe(200);
      await smtp.waitFor(2);
      const [ack] = toVisitor(smtp, 'ravi@example.com');
      expect(ack!.subject).toBe('Ravi Kumar, we have your form for Python');
      expect(ack!.text).toContain('Thank you for applying for Python at DDS.');
    });

    it('one acknowledgement per address and form in the window: the inquiry form cannot be used to mail-bomb a stranger', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      for (let i = 0; i < 3; i++)
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: API_PATHS.inquiry,
              payload: validInquiry({ email: 'Victim@Example.com' }),
            })
          ).statusCode,
        ).toBe(200);
      await smtp.waitFor(4);
      await settled(t.database);
      expect(smtp.received.filter((m) => m.envelope.to.includes(NOTIFY))).toHaveLength(3); // the office still sees every inquiry
      expect(smtp.received.filter((m) => m.envelope.to[0]!.toLowerCase() === 'victim@example.com')).toHaveLength(1);
      // Once sent, the outbox keeps no address: the limit reads a keyed hash of it.
      expect(JSON.stringify(await outbox(t.database)).toLowerCase()).not.toContain('victim');
    });

    it('one-click unsubscribe: a POST with no cookie stops every later mail to the address; GET only shows the button', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
      const [ack] = await smtp.waitFor(2).then(() => toVisitor(smtp));
      const url = new URL(unsubscribeLink(ack!)!);
      const path = `${url.pathname}${url.search}`;

      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<form method="post" action="${path}">`);
      expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
      expect(await t.database.db.selectFrom('mail_suppressions').selectAll().execute()).toEqual([]); // a link scanner opening it changes nothing

      const tampered = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${unsubscribeToken('another secret', 'someone@example.com')}`,
      });
      expect(tampered.statusCode).toBe(400);

      // As Gmail sends it (RFC 8058): form-encoded body, no cookie, no Origin.
      const click = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(click.statusCode).toBe(200);
      expect(click.body).toContain('You are unsubscribed');
      const again = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(again.statusCode).toBe(200);
      expect(await t.database.db.selectFrom('mail_suppressions').select(['email', 'reason']).execute()).toEqual([
        { email: VISITOR, reason: 'unsubscribed' },
      ]);

      // The same person applies: the office hears of it, the unsubscribed address gets nothing.
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.admission,
        payload: validAdmission({ email: 'ASHA@example.com' }),
      });
      await waitUntil('the acknowledgement is skipped', async () =>
        (await outbox(t!.database)).some((r) => r.kind === 'admission-ack' && r.status === 'skipped'),
      );
      await smtp.waitFor(3);
      expect(toVisitor(smtp)).toHaveLength(1);
      expect(smtp.received.filter((m) => m.envelope.to[0]!.toLowerCase() === VISITOR)).toHaveLength(1);
    });

    it('an address the mail server refuses for good (550) is never written to again', async () => {
      await smtp.stop();
      smtp = await startTestSmtpServer({
        options: {
          onRcptTo(address, _session, callback) {
            if (address.address === 'gone@example.com') {
              const error = new Error('5.1.1 No such user') as Error & { responseCode: number };
              error.responseCode = 550;
              return callback(error);
            }
            callback();
          },
        },
      });
      t = await startTestApp(dialect, notifyConfig(smtp));
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.inquiry,
        payload: validInquiry({ email: 'gone@example.com' }),
      });
      // The worker writes the suppression, then the row's status: wait for the second write.
      await waitUntil(
        'the bounce is recorded',
        async () => (await outbox(t!.database)).find((r) => r.kind === 'inquiry-ack')?.status === 'skipped',
      );
      const [row] = await t.database.db.selectFrom('mail_suppressions').selectAll().execute();
      expect(row).toMatchObject({ email: 'gone@example.com', reason: 'bounced' });
      expect((await outbox(t.database)).find((r) => r.kind === 'inquiry-ack')).toMatchObject({
        status: 'skipped',
        last_error: expect.stringMatching(/^bounced: .*550/),
      });
      // Not the institute's mail set-up: the dashboard's warning stays down.
      const cookie = await login(t);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } })).json().notifications,
      ).toMatchObject({ waiting: 0, failed: 0 });
      await donate(t.app, 'Gone Person', 'gone@example.com');
      await waitUntil('the thank-you is skipped', async () =>
        (await outbox(t!.database)).some((r) => r.kind === 'donation-thanks' && r.status === 'skipped'),
      );
    });

    it('a donor is thanked on submission, and gets a numbered PDF receipt when staff verify the donation — once', async () => {
      t = await startTestApp(dialect, notifyConfig(smtp));
      await setInstituteDetails(t.database.db);
      await donate(t.app, 'Meera Das', 'meera@example.com');
      await donate(t.app, 'Kiran Rao', 'kiran@example.com');
      await smtp.waitFor(4);
      const thanks = toVisitor(smtp, 'meera@example.com');
      expect(thanks.map((m) => m.subject)).toEqual(['Thank you for your donation, Meera Das']);
      expect(thanks[0]!.text).toContain('we will e-mail you a numbered receipt as a PDF');

      const cookie = await login(t);
      const meera = await donationId(t, cookie, 'meera@example.com');
      const kiran = await donationId(t, cookie, 'kiran@example.com');
      // Admin routes: no session, no verification.
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/admin/donations/${meera}`,
            headers: { origin: ORIGIN },
            payload: { verified: true },
          })
        ).statusCode,
      ).toBe(401);

      // Verified without an amount: no receipt yet (it would have nothing to say); the amount's save issues it.
      const patch = (id: number, payload: Record<string, unknown>) =>
        t!.app.inject({
          method: 'PATCH',
          url: `/api/admin/donations/${id}`,
          headers: { cookie, origin: ORIGIN },
          payload,
        });
      expect((await patch(meera, { verified: true })).statusCode).toBe(200);
      expect((await patch(meera, { amount: 1100, upiReference: '412345678901' })).statusCode).toBe(200);
      const year = financialYear(nowIso());
      const [receipt] = await smtp.waitFor(5).then(() => toVisitor(smtp, 'meera@example.com').slice(1));
      expect(receipt!.subject).toBe(`Your DDS donation receipt DDS/${year}/0001`);
      expect(receipt!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(receipt!.text).toContain('Our office has verified your donation of ₹1,100.');
      const pdf = receipt!.parts.find((p) => /application\/pdf/.test(p.header('content-type') ?? ''))!;
      expect(pdf.header('content-disposition')).toMatch(/attachment; filename=receipt-DDS-\d{4}-\d{2}-0001\.pdf/);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfStrings(pdf.body)).toEqual(
        expect.arrayContaining([
          'DDS Institute',
          '12 Station Road',
          `Phone: ${INSTITUTE.phone}`,
          `Receipt number: DDS/${year}/0001`,
          'Received with thanks from: Meera Das',
          'Amount: Rs. 1,100.00',
          'Paid by UPI, reference: 412345678901',
        ]),
      );

      // The next verification (a bulk one) gets the next number.
      expect((await patch(kiran, { amount: 500 })).statusCode).toBe(200);
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/admin/donations/bulk',
        headers: { cookie, origin: ORIGIN },
        payload: { action: 'verify', verified: true, ids: [kiran] },
      });
      expect(bulk.statusCode).toBe(200);
      await smtp.waitFor(6);
      expect(toVisitor(smtp, 'kiran@example.com').map((m) => m.subject)).toEqual([
        'Thank you for your donation, Kiran Rao',
        `Your DDS donation receipt DDS/${year}/0002`,
      ]);

      // Un-verify and verify again, edit the amount: the receipt stands, nothing more is sent.
      expect((await patch(meera, { verified: false })).statusCode).toBe(200);
      expect((await patch(meera, { verified: true })).statusCode).toBe(200);
      expect((await patch(meera, { amount: 1200 })).statusCode).toBe(200);
      await settled(t.database);
      expect(smtp.received).toHaveLength(6);
      const rows = await t.database.db.selectFrom('donations').select(['id', 'receipt_no']).orderBy('id').execute();
      expect(rows.map((r) => r.receipt_no)).toEqual([`DDS/${year}/0001`, `DDS/${year}/0002`]);
      // Staff see the number on the record, to quote it when a donor asks.
      const record = (
        await t.app.inject({ method: 'GET', url: `/api/admin/donations/${meera}`, headers: { cookie } })
      ).json();
      expect(record.item.receiptNo).toBe(`DDS/${year}/0001`);
    });

    (spamAssassin ? it : it.skip)(
      spamAssassin
        ? 'SpamAssassin: no rule worth more than 1 point fires on the acknowledgement or the receipt'
        : 'SpamAssassin check (skipped: the spamassassin binary is not installed; apt-get install -y spamassassin)',
      async () => {
        t = await startTestApp(dialect, notifyConfig(smtp));
        await setInstituteDetails(t.database.db);
        await t.app.inject({ method: 'POST', url: API_PATHS.inquiry, payload: validInquiry() });
        await donate(t.app, 'Meera Das', 'meera@example.com');
        const cookie = await login(t);
        const id = await donationId(t, cookie, 'meera@example.com');
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/donations/${id}`,
          headers: { cookie, origin: ORIGIN },
          payload: { verified: true, amount: 1100, upiReference: '412345678901' },
        });
        await smtp.waitFor(5);
        const visitorMails = smtp.received.filter((m) => !m.envelope.to.includes(NOTIFY));
        expect(visitorMails).toHaveLength(3);
        for (const mail of visitorMails) {
          const rules = spamRules(mail.raw);
          expect(rules.map((r) => r.rule)).toContain('NO_RELAYS'); // the report was read: this informational rule always fires on a message not relayed
          const heavy = rules.filter((r) => r.points > 1);
          expect({ subject: mail.subject, heavy }).toEqual({ subject: mail.subject, heavy: [] });
        }
      },
      60_000,
    );
  });
}
