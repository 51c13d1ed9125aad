import type { APIRequestContext, Page } from '@playwright/test';
import { EN_EMAILS } from '../../shared/src/schemas/site-text-en/emails';
import { HI_EMAILS } from '../../shared/src/schemas/site-text-hi/emails';
import { expect, test } from '../support/fixtures';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../server/test/support/smtp-test-server';
import { startFirstRunServer, type FirstRunServer } from '../support/first-run-server';
import { INQUIRY_FORM_WORDS } from '../support/inquiry-form-words';

/**
 * Decision 026 end to end (docs/decisions/026-hindi.md §7, docs/decisions/025-visitor-mail.md):
 * an inquiry sent in a browser from /hi/InquiryForm is stored as Hindi, the visitor's
 * acknowledgement reaches their address in Hindi with their Devanagari name intact, and the
 * office's notification says the language; the same form in English is acknowledged in English.
 * On a server of its own whose mail goes to an SMTP server started here: visitor mail is on
 * whenever SMTP_URL, PUBLIC_ORIGIN and a sending address (NOTIFY_EMAIL) are set — no admin
 * setting switches it. The expected words are the shipped catalogues' (shared/src/schemas).
 */
const OFFICE = 'office@dds.test';
const ADMIN = { email: 'owner@dds.test', password: 'the owner passphrase here' };

const CASES = [
  {
    language: 'hi',
    width: 360,
    path: '/hi/InquiryForm',
    words: INQUIRY_FORM_WORDS.hi,
    thanks: 'धन्यवाद! आपकी पूछताछ हमें मिल गई है।',
    visitor: { name: 'आशा वर्मा', email: 'asha.hindi@example.in', message: 'शाम का बैच कब से है?' },
    texts: HI_EMAILS.inquiry,
    otherTexts: EN_EMAILS.inquiry,
    officeSubject: 'New inquiry from the Hindi site: आशा वर्मा — Spoken English',
  },
  {
    language: 'en',
    width: 1280,
    path: '/InquiryForm',
    words: INQUIRY_FORM_WORDS.en,
    thanks: 'Thank you! Your inquiry has been submitted.',
    visitor: { name: 'Asha Verma', email: 'asha.english@example.in', message: 'When does the evening batch start?' },
    texts: EN_EMAILS.inquiry,
    otherTexts: HI_EMAILS.inquiry,
    officeSubject: 'New inquiry: Asha Verma — Spoken English',
  },
] as const;

/** The office's line for a submission from the Hindi site (English: the office reads English). */
const HINDI_LANGUAGE_LINE =
  /^Language: +Hindi \(sent from the Hindi site; the visitor's e-mails from us are in Hindi\)$/m;

let server: FirstRunServer;
let mail: TestSmtpServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mail = await startTestSmtpServer();
  server = await startFirstRunServer({
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    NOTIFY_EMAIL: OFFICE,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const withName = (template: string, name: string) => template.replaceAll('{name}', name);

/** The mails that reached an address, once as many as expected have. */
async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  const to = () => mail.received.filter((m) => m.envelope.to.includes(address));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBe(count);
  return to();
}

/** The language stored for the visitor's inquiry, as the admin's inquiries list (its API) has it. */
async function storedLanguages(request: APIRequestContext, email: string): Promise<string[]> {
  const login = await request.post(`${server.url}/api/admin/login`, { headers: { origin: server.url }, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const list = await request.get(`${server.url}/api/admin/inquiries?q=${encodeURIComponent(email)}&page=1`);
  return ((await list.json()) as { items: Array<{ language: string }> }).items.map((i) => i.language);
}

async function sendInquiry(page: Page, c: (typeof CASES)[number]) {
  await page.goto(`${server.url}${c.path}`);
  await page.getByLabel(c.words.name).fill(c.visitor.name);
  await page.getByLabel(c.words.email).fill(c.visitor.email);
  await page.getByLabel(c.words.phone).fill('9876543210');
  await page.getByRole('combobox', { name: c.words.course }).selectOption({ value: 'spoken' });
  await page.getByLabel(c.words.message, { exact: true }).fill(c.visitor.message);
  await page.getByRole('button', { name: c.words.send }).click();
  await expect(page.getByTestId('toast')).toContainText(c.thanks);
}

for (const c of CASES) {
  test.describe(`${c.language} at ${c.width}px`, () => {
    test.use({ viewport: { width: c.width, height: 800 } });

    test(`an inquiry from ${c.path} is stored as "${c.language}" and acknowledged to the visitor in its language`, async ({
      page,
      request,
    }) => {
      await sendInquiry(page, c);
      await expect.poll(() => storedLanguages(request, c.visitor.email)).toEqual([c.language]);

      const [ack] = await mailsTo(c.visitor.email, 1);
      expect(ack!.envelope.to).toEqual([c.visitor.email]);
      expect(ack!.subject).toBe(withName(c.texts.subject, c.visitor.name));
      const lines = ack!.text.split('\n');
      expect(lines).toContain(withName(c.texts.greeting, c.visitor.name));
      expect(lines).toContain(c.texts.paragraphs[0]);
      expect(ack!.text).not.toContain(c.otherTexts.paragraphs[0]);

      const office = (await mailsTo(OFFICE, CASES.indexOf(c) + 1)).filter((m) => m.text.includes(c.visitor.email));
      expect(office.map((m) => m.subject)).toEqual([c.officeSubject]);
      if (c.language === 'hi') expect(office[0]!.text).toMatch(HINDI_LANGUAGE_LINE);
      else expect(office[0]!.text).not.toContain('Language:');
    });
  });
}
