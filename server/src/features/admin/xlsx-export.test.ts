import ExcelJS from 'exceljs';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { describeEachDialect, multipart, ORIGIN } from '../../../test/support/test-app';
import { makePdf, validInquiry } from '../../../test/support/fixtures';
import { insertDonation } from '../donations/donation.repository';

// The .xlsx export beside the CSV (docs/decisions/011-query-input-login-device-and-xlsx.md): the
// same rows, with phone / UPI / roll cells as text and received-at / date-of-birth as real dates.

/** The workbook as a spreadsheet program reads it, by header name. */
async function openWorkbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const cell = (row: number, column: string) => sheet.getRow(row).getCell(header.indexOf(column) + 1);
  return { sheet, header, cell, rows: sheet.actualRowCount };
}

describeEachDialect('xlsx export opened in a spreadsheet', (t) => {
  let cookie: string;
  beforeAll(async () => {
    const people = [
      { name: 'Asha Verma', email: 'asha@xlsx.test', phone: '+91 98765 43210', course: 'computer' },
      {
        name: '=HYPERLINK("http://evil.example","Click me")',
        email: 'evil@xlsx.test',
        phone: '9876543210',
        course: 'spoken',
      },
      { name: 'राम कुमार', email: 'ram@xlsx.test', phone: '09876543210', course: 'both' },
    ];
    for (const p of people) {
      const res = await t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry(p) });
      expect(res.statusCode).toBe(200);
    }
    // 15:58 UTC is 21:28 in India.
    await t()
      .database.db.updateTable('inquiries')
      .set({ created_at: '2026-11-22T15:58:00.000Z' })
      .where('email', '=', 'asha@xlsx.test')
      .execute();
    cookie = await t().login();
    const id = await insertDonation(t().database.db, {
      name: 'Giver',
      email: 'giver@xlsx.test',
      screenshotKey: 'screenshots/00000000-0000-4000-8000-0000000000ab.webp',
      screenshotType: 'image/webp',
      screenshotBytes: 10,
    });
    const patch = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { upiReference: '00012345678901234567', amount: 500 },
    });
    expect(patch.statusCode).toBe(200);
    const upload = multipart(
      { name: 'Meera Joshi', roll: '007/2024', dob: '2004-05-17' },
      { field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('Meera') },
    );
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: '/api/certificates/upload',
          payload: upload.payload,
          headers: { ...upload.headers, cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });

  it('answers a workbook download named like the CSV', async () => {
    const res = await get(`${API_PATHS.inquiries}/export.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, as every .xlsx is
  });

  it('types the cells: phones as text, received-at as a real IST date-time, labels as the screen shows them', async () => {
    const { header, cell, rows } = await openWorkbook(
      (await get(`${API_PATHS.inquiries}/export.xlsx?q=xlsx.test&sort=createdAt&order=asc`)).rawPayload,
    );
    const csv = (await get(`${API_PATHS.inquiries}/export.csv?q=xlsx.test&sort=createdAt&order=asc`)).body
      .replace(/^\ufeff/, '')
      .split('\r\n')[0]!;
    expect(header.join(',')).toBe(csv); // the same columns as the CSV
    expect(rows).toBe(4);

    const received = cell(2, 'Received (IST)');
    expect(received.type).toBe(ExcelJS.ValueType.Date);
    expect((received.value as Date).toISOString()).toBe('2026-11-22T21:28:00.000Z'); // the wall clock in India
    expect(received.numFmt).toBe('yyyy-mm-dd hh:mm');

    for (const row of [2, 3, 4]) {
      const phone = cell(row, 'Phone');
      expect(phone.type).toBe(ExcelJS.ValueType.String);
      expect(phone.numFmt).toBe('@');
    }
    // Typed as '+91 98765 43210': stored as its ten digits (decision 018), as the CSV has it.
    expect(cell(2, 'Phone').value).toBe('9876543210');
    expect(cell(2, 'Course').value).toBe('Computer Course');
    expect(cell(4, 'Name').value).toBe('राम कुमार');
    // Text that looks like a formula stays text: an xlsx cell holds a formula only in its own element.
    expect(cell(3, 'Name').type).toBe(ExcelJS.ValueType.String);
    expect(cell(3, 'Name').value).toBe('=HYPERLINK("http://evil.example","Click me")');
    expect(cell(2, 'Record ID').type).toBe(ExcelJS.ValueType.Number);
  });

  it('keeps a UPI reference whole as text and the amount as a number', async () => {
    const { cell } = await openWorkbook((await get(`${API_PATHS.donations}/export.xlsx?q=giver@xlsx.test`)).rawPayload);
    const reference = cell(2, 'UPI reference');
    expect(reference.type).toBe(ExcelJS.ValueType.String);
    expect(reference.value).toBe('00012345678901234567');
    expect(reference.numFmt).toBe('@');
    expect(cell(2, 'Amount (INR)').value).toBe(500);
    expect(cell(2, 'Verified').value).toBe('No');
  });

  it('writes a date of birth as a date cell and a roll number as text', async () => {
    const { cell } = await openWorkbook((await get(`${API_PATHS.certificates}/export.xlsx?q=meera`)).rawPayload);
    const dob = cell(2, 'Date of birth');
    expect(dob.type).toBe(ExcelJS.ValueType.Date);
    expect((dob.value as Date).toISOString()).toBe('2004-05-17T00:00:00.000Z');
    expect(dob.numFmt).toBe('yyyy-mm-dd');
    expect(cell(2, 'Roll number').value).toBe('007/2024');
    expect(cell(2, 'Roll number').type).toBe(ExcelJS.ValueType.String);
  });

  it('exports exactly the rows the CSV exports (the same query), the selection included', async () => {
    const list = (await get(`${API_PATHS.inquiries}?q=xlsx.test`)).json() as Array<{ id: number }>;
    const ids = list.slice(0, 2).map((i) => i.id);
    const csvLines = (await get(`${API_PATHS.inquiries}/export.csv?ids=${ids.join(',')}`)).body.trim().split('\r\n');
    const { sheet, header } = await openWorkbook(
      (await get(`${API_PATHS.inquiries}/export.xlsx?ids=${ids.join(',')}`)).rawPayload,
    );
    const exported = [2, 3].map((r) => sheet.getRow(r).getCell(header.indexOf('Record ID') + 1).value);
    expect(sheet.actualRowCount).toBe(csvLines.length);
    expect(exported.sort()).toEqual([...ids].sort());
  });

  it('is audited like the CSV export, saying which format', async () => {
    await get(`${API_PATHS.admissions}/export.xlsx`);
    const last = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'admissions.export', detail: JSON.stringify({ format: 'xlsx' }) });
  });

  it('refuses a bad query before writing anything (400, JSON)', async () => {
    const res = await get(`${API_PATHS.inquiries}/export.xlsx?q=ab%00cd`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'q contains characters that are not allowed' });
  });
});
