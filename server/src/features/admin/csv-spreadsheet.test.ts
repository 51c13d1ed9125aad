import * as XLSX from 'xlsx';
import { describeEachDialect } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';
import { insertDonation } from '../donations/donation.repository';

/** The exported file as a spreadsheet program reads it (SheetJS parses CSV cells the way Excel does). */
function openInSpreadsheet(body: string | Buffer) {
  const book = XLSX.read(Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), { type: 'buffer', cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  const header = rows[0] as string[];
  const cell = (row: number, column: string) => {
    const c = sheet[XLSX.utils.encode_cell({ r: row, c: header.indexOf(column) })] as XLSX.CellObject | undefined;
    return c;
  };
  return { rows, header, cell };
}

describeEachDialect('CSV export opened in a spreadsheet', (t) => {
  let cookie: string;
  beforeAll(async () => {
    const people = [
      { name: 'Asha Verma', email: 'asha@sheet.test', phone: '+91 98765 43210', course: 'computer' },
      {
        name: '=HYPERLINK("http://evil.example","Click me")',
        email: 'evil@sheet.test',
        phone: '9876543210',
        course: 'spoken',
      },
      { name: 'राम कुमार', email: 'ram@sheet.test', phone: '0141234567', course: 'both' },
    ];
    for (const p of people) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/inquiry/inquiryform',
        payload: validInquiry({ ...p, message: '-2+3+cmd|calc' }),
      });
      expect(res.statusCode).toBe(200);
    }
    // 15:58 UTC is 21:28 in India.
    await t()
      .database.db.updateTable('inquiries')
      .set({ created_at: '2026-11-22T15:58:00.000Z' })
      .where('email', '=', 'asha@sheet.test')
      .execute();
    cookie = await t().login();
    const id = await insertDonation(t().database.db, {
      name: 'Giver',
      email: 'giver@sheet.test',
      screenshotKey: 'screenshots/00000000-0000-4000-8000-0000000000aa.webp',
      screenshotType: 'image/webp',
      screenshotBytes: 10,
    });
    const patch = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${id}`,
      headers: { cookie },
      payload: { upiReference: '12345678901234567890', amount: 500 },
    });
    expect(patch.statusCode).toBe(200);
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });

  it('gives the clerk IST date-times, course labels, phones as text, Devanagari intact and no live formula', async () => {
    const res = await get('/api/admin/inquiries/export.csv?q=sheet.test&sort=createdAt&order=asc');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // the BOM Excel needs for UTF-8
    const { header, cell, rows } = openInSpreadsheet(res.rawPayload);
    expect(header).toEqual([
      'Received (IST)',
      'Kind',
      'Name',
      'Email',
      'Phone',
      'Course',
      'Message',
      'Status',
      'Notes',
      'Record ID',
      'Course page',
      'Language',
    ]);
    expect(rows).toHaveLength(4);

    const received = cell(1, 'Received (IST)')!;
    expect(received.t).toBe('d'); // a real date-time cell, not text
    // SheetJS keeps the wall-clock time the cell shows in the Date's UTC fields.
    expect((received.v as Date).toISOString().slice(0, 16)).toBe('2026-11-22T21:28');

    // Stored as ten digits however typed (decision 018): text cells, a leading zero kept.
    expect(cell(1, 'Phone')).toMatchObject({ t: 's', v: '9876543210' });
    expect(cell(2, 'Phone')).toMatchObject({ t: 's', v: '9876543210' });
    expect(cell(3, 'Phone')).toMatchObject({ t: 's', v: '0141234567' }); // the leading zero kept
    expect(rows.slice(1).map((r) => r[header.indexOf('Course')])).toEqual([
      'Computer Course',
      'Spoken English',
      'Both',
    ]);
    expect(cell(1, 'Status')!.v).toBe('New');

    const evil = cell(2, 'Name')!;
    expect(evil.t).toBe('s');
    expect(evil.f).toBeUndefined();
    expect(evil.v).toBe(`'=HYPERLINK("http://evil.example","Click me")`);
    // Visitor text starting with a sign stays guarded, even when a digit follows (the DDE payload).
    expect(cell(1, 'Message')).toMatchObject({ t: 's', v: "'-2+3+cmd|calc" });
    expect(cell(3, 'Name')!.v).toBe('राम कुमार');
  });

  it('keeps a 20-digit UPI reference as text with every digit', async () => {
    const { cell, header } = openInSpreadsheet((await get('/api/admin/donations/export.csv?q=sheet.test')).rawPayload);
    expect(header).toContain('UPI reference');
    expect(cell(1, 'UPI reference')).toMatchObject({ t: 's', v: '12345678901234567890' });
    expect(cell(1, 'Amount (INR)')).toMatchObject({ t: 'n', v: 500 });
    expect(cell(1, 'Verified')!.v).toBe('No');
  });
});
