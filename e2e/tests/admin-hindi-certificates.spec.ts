import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { addAdminAccount, chooseHindiThroughServer } from '../support/hindi-accounts';
import { answerConfirmation, noSidewaysScroll, signedInPage, tinyPdf } from './admin-helpers';

// Each certificate's actions in Hindi (docs/decisions/026-hindi.md §8): a staff account that reads
// the panel in Hindi finds a long-named student's certificate, reads Replace and Delete by their
// Hindi names, is refused a file that is not a PDF in Hindi, and is asked before a delete — at 1280
// and 390 px, with nothing wider than the screen.

const run = Date.now().toString(36);
const office = { email: `hindi-certificates-${run}@dds.test`, password: `certificate desk ${run} ledger` };
const student = { name: `Kumari Priyanka Chaudhary Vishwakarma ${run}`, roll: `DDS-HI-${run}` };
const SHOTS = path.join(__dirname, '..', 'test-results', 'admin-hindi-certificates');

test.beforeAll(async ({ request }) => {
  await addAdminAccount(request, office, 'staff');
  await chooseHindiThroughServer(office);
  const upload = await request.post('/api/certificates/upload', {
    multipart: {
      ...student,
      dob: '2006-01-26',
      file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
});

for (const width of [1280, 390]) {
  test(`a Hindi admin reads a certificate's actions in Hindi and is asked before a delete (${width} px)`, async ({
    browser,
  }) => {
    const { context, page } = await signedInPage(browser, office, { width, path: '/admin/certificates' });
    try {
      await page.getByLabel('प्रमाणपत्र में खोजें').fill(run);
      const who = `${student.name} (रोल ${student.roll})`;
      const replace = page.getByRole('button', { name: `${who} के प्रमाणपत्र की PDF बदलें` });
      await expect(replace).toBeVisible();
      await expect(replace).toContainText('बदलें');
      await noSidewaysScroll(page);
      await page.screenshot({ path: path.join(SHOTS, `certificates-${width}.png`), fullPage: true });

      await page
        .getByLabel(`${who} की नई PDF`)
        .setInputFiles({ name: 'marks.txt', mimeType: 'text/plain', buffer: Buffer.from('marks') });
      await expect(page.getByText('प्रमाणपत्र PDF फ़ाइल होना चाहिए।')).toBeVisible();

      await page.getByRole('button', { name: `${who} का प्रमाणपत्र हटाएँ` }).click();
      expect(await answerConfirmation(page, `${who} का प्रमाणपत्र हटाएँ?`, 'रद्द करें')).toContain(
        'विद्यार्थी इसे फिर नहीं ढूँढ पाएँगे।',
      );
      await expect(replace).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
