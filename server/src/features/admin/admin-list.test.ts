import { describeEachDialect } from '../../../test/support/test-app';
import { validInquiry } from '../../../test/support/fixtures';

describeEachDialect('admin list paging, search, sort and CSV export', (t) => {
  let cookie: string;
  beforeAll(async () => {
    for (const [i, name] of [
      'Zoya Khan',
      'amit Patel',
      'Bhavna Rao',
      '=HYPERLINK("http://evil")',
      'Chetan "CJ" Das',
    ].entries()) {
      await t().app.inject({
        method: 'POST',
        url: '/api/inquiry/inquiryform',
        payload: validInquiry({
          name,
          email: `p${i}@list.test`,
          course: i % 2 ? 'computer' : 'spoken',
          message: 'line one\nline, two',
        }),
      });
    }
    cookie = await t().login();
  });
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { cookie } });

  it('pages with total and keeps the plain array without page', async () => {
    const first = (await get('/api/admin/inquiries?page=1&pageSize=2&q=list.test')).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const third = (await get('/api/admin/inquiries?page=3&pageSize=2&q=list.test')).json();
    expect(third.items).toHaveLength(1);
    const plain = (await get('/api/admin/inquiries?q=list.test')).json();
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(5);
  });

  it('searches case-insensitively and treats % and _ literally', async () => {
    expect((await get('/api/admin/inquiries?q=AMIT')).json().map((i: { name: string }) => i.name)).toEqual([
      'amit Patel',
    ]);
    expect((await get('/api/admin/inquiries?q=%25')).json()).toEqual([]);
    expect((await get('/api/admin/inquiries?q=p_%40list')).json()).toEqual([]);
  });

  it('sorts by name both ways (case-sensitively stable across dialects for this data) and by date', async () => {
    const asc = (await get('/api/admin/inquiries?q=list.test&sort=createdAt&order=asc')).json();
    expect(asc.map((i: { email: string }) => i.email)).toEqual([
      'p0@list.test',
      'p1@list.test',
      'p2@list.test',
      'p3@list.test',
      'p4@list.test',
    ]);
    const desc = (await get('/api/admin/inquiries?q=list.test&sort=createdAt&order=desc')).json();
    expect(desc[0].email).toBe('p4@list.test');
    const byName = (await get('/api/admin/inquiries?q=list.test&sort=name&order=asc&course=spoken')).json();
    expect(byName.map((i: { course: string }) => i.course)).toEqual(['spoken', 'spoken', 'spoken']);
  });

  it('filters by status and refuses bad query values naming them', async () => {
    expect((await get('/api/admin/inquiries?q=list.test&status=closed')).json()).toEqual([]);
    const bad = await get('/api/admin/inquiries?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page/);
    const badSort = await get('/api/admin/inquiries?sort=password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toMatch(/sort/);
  });

  it('exports CSV with the same filters, quoted cells and formula injection neutralised', async () => {
    const res = await get('/api/admin/inquiries/export.csv?q=list.test&sort=createdAt&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Received (IST),Kind,Name,Email,Phone,Course,Message,Status,Notes,Record ID,Course page,Language',
    );
    // The clerk's columns: IST date-time, labels, the phone as Excel text (no apostrophe).
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Student,Zoya Khan,p0@list\.test,"=""9876543210""",Spoken English,/,
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain('"Chetan ""CJ"" Das"');
    expect(res.body).toContain('"line one\nline, two"');
    expect(res.body.match(/@list\.test/g)).toHaveLength(5);
    for (const list of ['admissions', 'donations', 'certificates']) {
      expect((await get(`/api/admin/${list}/export.csv`)).statusCode).toBe(200);
    }
  });
});
