import fs from 'node:fs';
import path from 'node:path';
import { describeEachDialect, multipart, ORIGIN } from '../../../test/support/test-app';
import { makePdf, makePng } from '../../../test/support/fixtures';

describeEachDialect('certificates', (t) => {
  const pdf = (name = 'cert.pdf', data = makePdf('Certificate')) => ({
    field: 'file',
    name,
    type: 'application/pdf',
    data,
  });
  const upload = async (fields: Record<string, string>, file?: Parameters<typeof multipart>[1], cookie?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/certificates/upload',
      ...(() => {
        const m = multipart(fields, file);
        return { payload: m.payload, headers: { ...m.headers, origin: ORIGIN, ...(cookie ? { cookie } : {}) } };
      })(),
    });
  const lookup = (payload: object) => t().app.inject({ method: 'POST', url: '/api/certificates/lookup', payload });
  const certFiles = () => {
    const dir = path.join(t().dataDir, 'uploads', 'certificates');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('upload → lookup (trimmed, case-insensitive name) → download that PDF', async () => {
    const cookie = await t().login();
    const file = makePdf('Rahul Sharma, DCA');
    const up = await upload(
      { name: 'Rahul Sharma', roll: 'DDS2023001', dob: '2004-05-14' },
      pdf('x.pdf', file),
      cookie,
    );
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ message: 'Certificate uploaded successfully' });

    const found = await lookup({ name: '  rahul SHARMA ', roll: ' DDS2023001 ', dob: '2004-05-14' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      found: true,
      name: 'Rahul Sharma',
      downloadUrl: expect.stringMatching(/^\/api\/certificates\/download\//),
    });

    const dl = await t().app.inject({ method: 'GET', url: found.json().downloadUrl });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="certificate-DDS2023001\.pdf"/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(file)).toBe(true);
  });

  it('answers no match as data with the spec message, not an error status (roll exact, dob exact)', async () => {
    for (const q of [
      { name: 'Rahul Sharma', roll: 'dds2023001', dob: '2004-05-14' },
      { name: 'Rahul Sharma', roll: 'DDS2023001', dob: '2004-05-15' },
      { name: 'Rahul Sharm', roll: 'DDS2023001', dob: '2004-05-14' },
    ]) {
      const res = await lookup(q);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ found: false, message: 'Wrong Input! Please check your details.' });
    }
    const bad = await lookup({ name: 'A', roll: 'B', dob: '14/05/2004' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/date of birth/i);
  });

  it('a download link works only for its certificate and cannot be forged', async () => {
    const cookie = await t().login();
    await upload(
      { name: 'Priya Singh', roll: 'DDS2023002', dob: '2005-01-20' },
      pdf('p.pdf', makePdf('Priya')),
      cookie,
    );
    const url: string = (await lookup({ name: 'Priya Singh', roll: 'DDS2023002', dob: '2005-01-20' })).json()
      .downloadUrl;
    const token = url.split('/').pop()!;
    const [id, exp, sig] = token.split('.');
    const forged = [
      `${Number(id) - 1}.${exp}.${sig}`,
      `${id}.${Number(exp) + 1000}.${sig}`,
      `${id}.${exp}.${'A'.repeat(32)}`,
      'garbage',
    ];
    for (const f of forged) {
      const res = await t().app.inject({ method: 'GET', url: `/api/certificates/download/${f}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses a PNG renamed .pdf (415), an oversized PDF (413), and leaves no file behind', async () => {
    const cookie = await t().login();
    const before = certFiles().length;
    const png = await upload({ name: 'A', roll: 'R1', dob: '2000-01-01' }, pdf('fake.pdf', makePng()), cookie);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toMatch(/PDF/);
    const big = await upload(
      { name: 'A', roll: 'R1', dob: '2000-01-01' },
      pdf('big.pdf', Buffer.concat([makePdf('x'), Buffer.alloc(10 * 1024 * 1024)])),
      cookie,
    );
    expect(big.statusCode).toBe(413);
    const noRoll = await upload({ name: 'A', dob: '2000-01-01' }, pdf(), cookie);
    expect(noRoll.statusCode).toBe(400);
    expect(noRoll.json().message).toMatch(/roll/i);
    expect(certFiles().length).toBe(before);
    expect(fs.readdirSync(path.join(t().dataDir, 'uploads', 'tmp'))).toEqual([]);
  });

  it('accepts a real PDF whose name claims to be an image, storing it under an internal id', async () => {
    const cookie = await t().login();
    const res = await upload(
      { name: 'Odd Name', roll: 'R-IMG', dob: '2001-02-03' },
      pdf('../../photo.jpg', makePdf('ok')),
      cookie,
    );
    expect(res.statusCode).toBe(200);
    for (const f of certFiles()) expect(f).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('lists, replaces and deletes certificates', async () => {
    const cookie = await t().login();
    await upload({ name: 'Replace Me', roll: 'R-REP', dob: '1999-09-09' }, pdf(), cookie);
    const page = (
      await t().app.inject({ method: 'GET', url: '/api/admin/certificates?page=1&q=R-REP', headers: { cookie } })
    ).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const cert = page.items[0];
    expect(cert).toMatchObject({
      name: 'Replace Me',
      roll: 'R-REP',
      dob: '1999-09-09',
      fileName: 'certificate-R-REP.pdf',
    });

    const oldUrl: string = (await lookup({ name: 'Replace Me', roll: 'R-REP', dob: '1999-09-09' })).json().downloadUrl;
    const newPdf = makePdf('Replaced');
    const m = multipart({}, pdf('new.pdf', newPdf));
    const put = await t().app.inject({
      method: 'PUT',
      url: `/api/admin/certificates/${cert.id}/file`,
      payload: m.payload,
      headers: { ...m.headers, cookie, origin: ORIGIN },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: cert.id, roll: 'R-REP' });
    // the old link named the old file; a fresh lookup gives the new one
    expect((await t().app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    const newUrl: string = (await lookup({ name: 'Replace Me', roll: 'R-REP', dob: '1999-09-09' })).json().downloadUrl;
    expect((await t().app.inject({ method: 'GET', url: newUrl })).rawPayload.equals(newPdf)).toBe(true);
    // the admin opens the current PDF from the list; nobody else can
    const fileUrl = `/api/admin/certificates/${cert.id}/file`;
    const opened = await t().app.inject({ method: 'GET', url: fileUrl, headers: { cookie } });
    expect([opened.statusCode, opened.headers['content-type'], opened.rawPayload.equals(newPdf)]).toEqual([
      200,
      'application/pdf',
      true,
    ]);
    expect(opened.headers['content-disposition']).toMatch(/^inline/);
    expect((await t().app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);

    const filesBefore = certFiles().length;
    const del = await t().app.inject({
      method: 'DELETE',
      url: `/api/admin/certificates/${cert.id}`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(del.statusCode).toBe(204);
    expect(certFiles().length).toBe(filesBefore - 1);
    expect((await lookup({ name: 'Replace Me', roll: 'R-REP', dob: '1999-09-09' })).json()).toEqual({
      found: false,
      message: expect.any(String),
    });
    expect(
      (
        await t().app.inject({
          method: 'DELETE',
          url: `/api/admin/certificates/${cert.id}`,
          headers: { cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(404);

    const audit = await t()
      .database.db.selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'certificate.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['certificate.upload', 'certificate.replace', 'certificate.delete']),
    );
  });

  it('refuses uploads without a session', async () => {
    const res = await upload({ name: 'A', roll: 'R', dob: '2000-01-01' }, pdf());
    expect(res.statusCode).toBe(401);
  });
});
