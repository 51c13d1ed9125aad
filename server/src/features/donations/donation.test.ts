import fs from 'node:fs';
import path from 'node:path';
import { describeEachDialect, multipart, ORIGIN } from '../../test/test-app';
import { makePdf, makePng } from '../../test/fixtures';

describeEachDialect('donations', (t) => {
  const donate = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
    t().app.inject({ method: 'POST', url: '/api/donation', ...multipart(fields, file) });
  const png = (name = 'pay.png', data = makePng()) => ({ field: 'screenshot', name, type: 'image/png', data });
  const uploadFiles = () => {
    const dir = path.join(t().dataDir, 'uploads', 'screenshots');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const tmpFiles = () => fs.readdirSync(path.join(t().dataDir, 'uploads', 'tmp'));

  it('accepts name, email and a PNG screenshot, and the admin can open it', async () => {
    const res = await donate({ name: 'Meera Devi', email: 'meera@example.com' }, png());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you! Your details and screenshot have been submitted.' });

    const cookie = await t().login();
    const list = (await t().app.inject({ method: 'GET', url: '/api/admin/donations', headers: { cookie } })).json();
    const row = list.find((d: { name: string }) => d.name === 'Meera Devi');
    expect(row).toMatchObject({ email: 'meera@example.com', amount: null, message: null, upiReference: null, verified: false });
    expect(row.screenshot).toBe(`/api/admin/donations/${row.id}/screenshot`);

    const shot = await t().app.inject({ method: 'GET', url: row.screenshot, headers: { cookie } });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.headers['x-content-type-options']).toBe('nosniff');
    expect(shot.headers['content-disposition']).toMatch(/^inline; filename="donation-\d+\.png"/);
    expect(shot.rawPayload.equals(makePng())).toBe(true);

    const anonymous = await t().app.inject({ method: 'GET', url: row.screenshot });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a PDF renamed .png with 415 and keeps no file', async () => {
    const before = uploadFiles().length;
    const res = await donate({ name: 'A', email: 'a@example.com' }, png('shot.png', makePdf('not an image')));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/screenshot must be a PNG, JPEG or WebP image/);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a screenshot over 5 MB with 413 and keeps no file', async () => {
    const big = Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await donate({ name: 'A', email: 'a@example.com' }, png('big.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
    expect(tmpFiles()).toEqual([]);
  });

  it('names the missing field (400) and leaves no orphan file', async () => {
    const before = uploadFiles().length;
    const noEmail = await donate({ name: 'A' }, png());
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/email/i);
    const noFile = await donate({ name: 'A', email: 'a@example.com' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/screenshot/i);
    expect(uploadFiles().length).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('never uses the uploaded file name on disk ("../" names are harmless)', async () => {
    const res = await donate({ name: 'Path Trick', email: 'p@example.com' }, png('../../../etc/evil.png'));
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t().dataDir, '..', 'etc', 'evil.png'))).toBe(false);
    for (const f of uploadFiles()) expect(f).toMatch(/^[0-9a-f-]{36}\.(png|jpg|webp)$/);
  });

  it('refuses JSON bodies with 415', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/donation', payload: { name: 'A', email: 'a@example.com' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('honeypot: answers success, stores neither row nor file', async () => {
    const before = uploadFiles().length;
    const res = await donate({ name: 'Bot', email: 'bot@example.com', website: 'x' }, png());
    expect(res.statusCode).toBe(200);
    expect(uploadFiles().length).toBe(before);
    const cookie = await t().login();
    const list = (await t().app.inject({ method: 'GET', url: '/api/admin/donations?q=bot%40example', headers: { cookie } })).json();
    expect(list).toEqual([]);
  });

  it('lets the admin fill amount, UPI reference and verified', async () => {
    await donate({ name: 'Fill Me', email: 'fill@example.com' }, png());
    const cookie = await t().login();
    const [row] = (await t().app.inject({ method: 'GET', url: '/api/admin/donations?q=Fill%20Me', headers: { cookie } })).json();
    const res = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { amount: 501.5, upiReference: 'UPI123', verified: true, message: 'For books' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 501.5, upiReference: 'UPI123', verified: true, message: 'For books' });
    const verified = (await t().app.inject({ method: 'GET', url: '/api/admin/donations?verified=true', headers: { cookie } })).json();
    expect(verified.map((d: { id: number }) => d.id)).toContain(row.id);
    const neg = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/donations/${row.id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { amount: -5 },
    });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toMatch(/amount/i);
  });
});
