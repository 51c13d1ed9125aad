import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { ORIGIN, startTestApp, type TestApp } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';
import { insertDonation } from '../donations/donation.repository';

// The outside test opened the CSV in LibreOffice Calc with its default import options and saw the
// literal text ="0123456789" in the phone column. This opens the .xlsx export in the real LibreOffice
// (headless, converted to CSV as Calc displays it). It needs `soffice` (Debian:
// libreoffice-calc-nogui) and says so when it is missing.

function findSoffice(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'soffice');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const soffice = findSoffice();
if (!soffice)
  console.log('LibreOffice check skipped: no `soffice` on PATH (apt-get install -y libreoffice-calc-nogui)');
const withLibreOffice = soffice ? describe : describe.skip;

/** The workbook as LibreOffice Calc shows it: its own CSV export of the sheet (displayed values). */
function openInCalc(file: Buffer): string[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-calc-'));
  try {
    const input = path.join(dir, 'export.xlsx');
    fs.writeFileSync(input, file);
    // A profile of its own, so a second office process (or a developer's) cannot block this one.
    execFileSync(
      soffice!,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        dir,
        input,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    const text = fs.readFileSync(path.join(dir, 'export.csv'), 'utf8');
    return text
      .trim()
      .split('\n')
      .map((line) => line.split(','));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

withLibreOffice('xlsx export opened in LibreOffice Calc', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    for (const p of [
      { email: 'zero@calc.test', phone: '0141234567' },
      { email: 'plus@calc.test', phone: '+91 98765 43210' },
    ]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/inquiry/inquiryform',
            payload: validInquiry({ name: 'Calc Student', ...p }),
          })
        ).statusCode,
      ).toBe(200);
    }
    await t.database.db
      .updateTable('inquiries')
      .set({ created_at: '2026-11-22T15:58:00.000Z' })
      .where('email', 'like', '%@calc.test')
      .execute();
    cookie = await t.login();
    const id = await insertDonation(t.database.db, {
      name: 'Calc Giver',
      email: 'giver@calc.test',
      screenshotKey: 'screenshots/00000000-0000-4000-8000-0000000000ac.webp',
      screenshotType: 'image/webp',
      screenshotBytes: 10,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { upiReference: '00012345678901234567', amount: 500 },
    });
  });
  afterAll(() => t.close());
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).rawPayload;

  it('shows phones as stored (no ="…"), leading zeros kept, and the India date-time', async () => {
    const rows = openInCalc(await download(`${API_PATHS.inquiries}/export.xlsx?q=calc.test&sort=createdAt&order=asc`));
    const header = rows[0]!;
    const phones = rows
      .slice(1)
      .map((r) => r[header.indexOf('Phone')])
      .sort();
    expect(phones).toEqual(['0141234567', '9876543210']);
    expect(rows.slice(1).map((r) => r[header.indexOf('Received (IST)')])).toEqual([
      '2026-11-22 21:28',
      '2026-11-22 21:28',
    ]);
  });

  it('keeps a 20-digit UPI reference whole', async () => {
    const rows = openInCalc(await download(`${API_PATHS.donations}/export.xlsx?q=calc.test`));
    expect(rows[1]![rows[0]!.indexOf('UPI reference')]).toBe('00012345678901234567');
  });
});
