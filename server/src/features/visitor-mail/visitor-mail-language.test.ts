import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { Db } from '../../db/database';
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
import { notifyConfig, settled, toOffice } from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server';
import { financialYear } from './receipt-number';
import { INSTITUTE, pdfStrings, setInstituteDetails } from '../../../test/support/visitor-mail-test-helpers';

/**
 * Decision 026: the visitor's e-mails go out in the language the form was sent in, the office's
 * notification says which (in English). The Hindi catalogue ships separately (the content work), so
 * the owner's Hindi rows in content_blocks prove the mail uses the language; each text without a
 * Hindi row falls back to English, text by text.
 */
const HINDI_ROWS: Record<string, string> = {
  'emails.inquiry.subject': 'आपका प्रश्न हमें मिल गया है, {name}',
  'emails.inquiry.greeting': 'प्रिय {name},',
  'emails.admission.subject': '{course} के लिए आपका प्रवेश फ़ॉर्म डीडीएस पहुँच गया है',
  'emails.donationThanks.subject': 'आपके दान के लिए धन्यवाद, {name}',
  'emails.receipt.subject': 'आपकी डीडीएस दान रसीद {receipt}',
  'emails.receipt.paragraphs.0': 'हमारे कार्यालय ने आपके {amount} के दान का सत्यापन कर दिया है। एक बार फिर धन्यवाद।',
  'emails.common.signOff': 'सादर, डीडीएस कार्यालय',
};
const writeHindiRows = (db: Db) =>
  db
    .insertInto('content_blocks')
    .values(
      Object.entries(HINDI_ROWS).map(([block_key, value]) => ({
        block_key,
        language: 'hi',
        value,
        version: 2,
        changed_by: 'owner@dds.test',
        changed_at: nowIso(),
      })),
    )
    .execute();

const ORIGIN = 'https://dds.example';
const to = (smtp: TestSmtpServer, address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

async function donate(app: FastifyInstance, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: API_PATHS.donation,
    ...multipart(fields, { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() }),
  });
  expect(res.statusCode).toBe(200);
}

for (const dialect of testDialects()) {
  describe(`e-mails in the submission's language [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let t: TestApp | undefined;
    beforeEach(async () => {
      smtp = await startTestSmtpServer();
      t = await startTestApp(dialect, notifyConfig(smtp));
      await setInstituteDetails(t.database.db);
      await writeHindiRows(t.database.db);
    });
    afterEach(async () => {
      await t?.close();
      t = undefined;
      await smtp.stop();
    });

    it('a Hindi inquiry and admission are acknowledged in Hindi, an English one in English; the office is told which, in English', async () => {
      const post = (url: string, payload: Record<string, unknown>) => t!.app.inject({ method: 'POST', url, payload });
      expect(
        (await post(API_PATHS.inquiry, validInquiry({ name: 'आशा वर्मा', email: 'asha@hi.test', language: 'hi' })))
          .statusCode,
      ).toBe(200);
      expect(
        (await post(API_PATHS.inquiry, validInquiry({ name: 'Asha Verma', email: 'asha@en.test' }))).statusCode,
      ).toBe(200);
      expect(
        (await post(API_PATHS.admission, validAdmission({ name: 'रवि कुमार', email: 'ravi@hi.test', language: 'hi' })))
          .statusCode,
      ).toBe(200);
      await smtp.waitFor(6);
      await settled(t!.database);

      const [hindi] = to(smtp, 'asha@hi.test');
      expect(hindi!.subject).toBe('आपका प्रश्न हमें मिल गया है, आशा वर्मा');
      expect(hindi!.text).toMatch(/^प्रिय आशा वर्मा,$/m);
      // A text the owner has not written in Hindi comes from the shipped Hindi catalogue, never a gap.
      expect(hindi!.text).toContain('DDS को लिखने के लिए धन्यवाद।');
      expect(hindi!.text).not.toContain('Thank you for writing to DDS.');
      // The fixed labels of the contact lines follow the language too.
      expect(hindi!.text).toContain(`फ़ोन: ${INSTITUTE.phone}`);
      expect(hindi!.text).toContain(`कार्यालय का समय: ${INSTITUTE.officeHours}`);
      expect(hindi!.text).not.toMatch(/^Phone:/m);
      expect(hindi!.text).toContain('सादर, डीडीएस कार्यालय');

      const [english] = to(smtp, 'asha@en.test');
      expect(english!.subject).toBe('We have your question, Asha Verma');
      expect(english!.text).toMatch(/^Dear Asha Verma,$/m);
      expect(english!.text).toContain(`Phone: ${INSTITUTE.phone}`);
      expect(english!.text).toContain('With regards, the DDS office');

      const [admission] = to(smtp, 'ravi@hi.test');
      expect(admission!.subject).toBe('Python के लिए आपका प्रवेश फ़ॉर्म डीडीएस पहुँच गया है');

      const office = toOffice(smtp);
      expect(office.map((m) => m.subject).sort()).toEqual([
        'New admission from the Hindi site: रवि कुमार — Python',
        'New inquiry from the Hindi site: आशा वर्मा — Spoken English',
        'New inquiry: Asha Verma — Spoken English',
      ]);
      const hindiOffice = office.find((m) => m.subject.includes('आशा'))!;
      expect(hindiOffice.text).toMatch(
        /^Language: +Hindi \(sent from the Hindi site; the visitor's e-mails from us are in Hindi\)$/m,
      );
      expect(office.find((m) => m.subject.includes('Asha Verma'))!.text).not.toContain('Language:');
    });

    it('a Hindi donor is thanked in Hindi and gets the receipt e-mail in Hindi; the PDF keeps its English words and never prints "?" for a Devanagari name', async () => {
      await donate(t!.app, { name: 'मीरा दास', email: 'meera@hi.test', language: 'hi' });
      await smtp.waitFor(2);
      expect(to(smtp, 'meera@hi.test').map((m) => m.subject)).toEqual(['आपके दान के लिए धन्यवाद, मीरा दास']);
      expect(toOffice(smtp)[0]!.subject).toBe('New donation from the Hindi site: मीरा दास');

      const login = await t!.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      const cookie = sessionCookie(login);
      const [row] = (
        await t!.app.inject({ method: 'GET', url: `${API_PATHS.donations}?q=meera@hi.test`, headers: { cookie } })
      ).json();
      expect(row.language).toBe('hi');
      const verify = await t!.app.inject({
        method: 'PATCH',
        url: `${API_PATHS.donations}/${row.id}`,
        headers: { cookie, origin: ORIGIN },
        payload: { verified: true, amount: 1100, upiReference: '412345678901' },
      });
      expect(verify.statusCode).toBe(200);
      await smtp.waitFor(3);
      await settled(t!.database);

      const year = financialYear(nowIso());
      const receipt = to(smtp, 'meera@hi.test')[1]!;
      expect(receipt.subject).toBe(`आपकी डीडीएस दान रसीद DDS/${year}/0001`);
      const [body, pdf] = [
        receipt.text,
        receipt.parts.find((p) => /application\/pdf/.test(p.header('content-type') ?? ''))!.body,
      ];
      expect(body).toContain('हमारे कार्यालय ने आपके ₹1,100 के दान का सत्यापन कर दिया है।');
      expect(body).toContain(`रसीद संख्या: DDS/${year}/0001`);
      expect(body).toContain('राशि: ₹1,100');
      expect(body).toContain('यूपीआई संदर्भ (UPI reference): 412345678901');
      const drawn = pdfStrings(pdf);
      expect(drawn).toEqual(
        expect.arrayContaining([
          `Receipt number: DDS/${year}/0001`,
          'Received with thanks from the donor at meera@hi.test',
          'E-mail: meera@hi.test',
          'Amount: Rs. 1,100.00',
        ]),
      );
      expect(drawn.join('\n')).not.toContain('?');
    });
  });
}
