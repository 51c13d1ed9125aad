import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { validAdmission, validInquiry } from '../../../test/support/fixtures';
import { addLoggedInAdmin, call, type TestAdmin } from '../../../test/support/admin-test-users';
import { istToday } from '../resources/ist-day';
import { seedDonation, seedInquiry } from '../../../test/support/resource-test-helpers';

/**
 * docs/decisions/024-follow-ups-replies-and-reports.md: a lead's follow-up day and assignee, the
 * queue's "due today or overdue", the WhatsApp reply templates and the Reports figures — for owner
 * and staff alike, never without a session.
 */
const DAY = 86_400_000;
const dayOffset = (days: number) =>
  new Date(Date.parse(`${istToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describeEachDialect('leads: follow-ups, assignees, reply templates, reports', (t) => {
  let owner: TestAdmin;
  let staff: TestAdmin;
  beforeAll(async () => {
    owner = await addLoggedInAdmin(t(), 'owner');
    staff = await addLoggedInAdmin(t(), 'staff');
  });
  const as = (who: () => TestAdmin) => ({
    get: (url: string) => call(t(), who().cookie, 'GET', url),
    patch: (url: string, body: object) => call(t(), who().cookie, 'PATCH', url, body),
    put: (url: string, body: object) => call(t(), who().cookie, 'PUT', url, body),
  });
  const asOwner = as(() => owner);
  const asStaff = as(() => staff);

  it('staff set a follow-up day and an assignee; the record, the history and the list filters show them', async () => {
    const id = await seedInquiry(t().database.db, { email: 'follow@leads.test' });
    const res = await asStaff.patch(`/api/admin/inquiries/${id}`, { followUpOn: dayOffset(-1), assignedTo: staff.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ followUpOn: dayOffset(-1), assignedTo: staff.id });
    const record = (await asOwner.get(`/api/admin/inquiries/${id}`)).json();
    expect(record.item).toMatchObject({ followUpOn: dayOffset(-1), assignedTo: staff.id });
    expect(record.history[0].details).toEqual({
      followUpOn: dayOffset(-1),
      assignedTo: staff.id,
      before: { followUpOn: null, assignedTo: null },
    });

    const due = (await asOwner.get('/api/admin/inquiries?followUp=due&q=leads.test')).json() as { id: number }[];
    expect(due.map((r) => r.id)).toEqual([id]);
    expect((await asOwner.get(`/api/admin/inquiries?assignedTo=${staff.id}&q=leads.test`)).json()).toHaveLength(1);
    expect((await asOwner.get('/api/admin/inquiries?assignedTo=none&q=leads.test')).json()).toHaveLength(0);

    // Cleared with null; the history says what it was.
    const cleared = await asStaff.patch(`/api/admin/inquiries/${id}`, { followUpOn: null, assignedTo: null });
    expect(cleared.json()).toMatchObject({ followUpOn: null, assignedTo: null });
    expect((await asOwner.get('/api/admin/inquiries?followUp=due&q=leads.test')).json()).toEqual([]);
  });

  it('refuses a day that is not a calendar day and an assignee who cannot log in, naming the field', async () => {
    const id = await seedInquiry(t().database.db, { email: 'refused@leads.test' });
    const badDay = await asStaff.patch(`/api/admin/inquiries/${id}`, { followUpOn: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fieldErrors).toEqual({ followUpOn: 'Follow-up date must be a date written YYYY-MM-DD' });
    const nobody = await asStaff.patch(`/api/admin/inquiries/${id}`, { assignedTo: 999_999 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fieldErrors).toEqual({ assignedTo: 'Assign the lead to someone who can log in to the panel' });
    expect((await asOwner.get(`/api/admin/inquiries/${id}`)).json().item).toMatchObject({
      followUpOn: null,
      assignedTo: null,
    });
    expect((await asOwner.get('/api/admin/donations?followUp=due')).statusCode).toBe(400);
  });

  it("the queue counts open leads due today or overdue — not tomorrow's, not closed ones, not the Trash", async () => {
    const before = (await asStaff.get('/api/admin/queue')).json();
    const db = t().database.db;
    const [today, overdue, tomorrow, closed, trashed] = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => seedInquiry(db, { email: `queue${n}@leads.test` })),
    );
    await asStaff.patch(`/api/admin/inquiries/${today}`, { followUpOn: dayOffset(0) });
    await asStaff.patch(`/api/admin/inquiries/${overdue}`, { followUpOn: dayOffset(-3) });
    await asStaff.patch(`/api/admin/inquiries/${tomorrow}`, { followUpOn: dayOffset(1) });
    await asStaff.patch(`/api/admin/inquiries/${closed}`, { followUpOn: dayOffset(-1), status: 'closed' });
    await asStaff.patch(`/api/admin/inquiries/${trashed}`, { followUpOn: dayOffset(-1) });
    await call(t(), staff.cookie, 'POST', '/api/admin/inquiries/bulk', { action: 'delete', ids: [trashed] });
    const admission = await t().app.inject({
      method: 'POST',
      url: '/api/admission/admissionform',
      payload: validAdmission({ email: 'queue@leads.test' }),
    });
    expect(admission.statusCode).toBe(200);
    const [{ id: admissionId }] = (await asOwner.get('/api/admin/admissions?q=queue@leads.test')).json();
    await asOwner.patch(`/api/admin/admissions/${admissionId}`, { followUpOn: dayOffset(0), assignedTo: owner.id });

    const after = (await asStaff.get('/api/admin/queue')).json();
    expect(after.inquiryFollowUpsDue - before.inquiryFollowUpsDue).toBe(2);
    expect(after.admissionFollowUpsDue - before.admissionFollowUpsDue).toBe(1);
  });

  it('lists who a lead can be assigned to for staff too (id and e-mail only)', async () => {
    const res = await asStaff.get('/api/admin/assignees');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<Record<string, unknown>>;
    expect(items).toEqual(
      expect.arrayContaining([
        { id: owner.id, email: owner.email },
        { id: staff.id, email: staff.email },
      ]),
    );
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['email', 'id']);
  });

  it('reply templates: three to start with; staff replace the list in one audited save; a save of the same list writes nothing', async () => {
    const start = (await asStaff.get('/api/admin/reply-templates')).json().items as { title: string }[];
    expect(start.map((s) => s.title)).toEqual(['Fees and batch timings', 'Call back', 'Admission confirmed']);
    const items = [
      { title: 'Fees', body: 'Namaste {name}, the fees for {course} are …' },
      { title: 'Timings', body: 'Batches at 8, 11 and 5.' },
    ];
    const saved = await asStaff.put('/api/admin/reply-templates', { items });
    expect(saved.statusCode).toBe(200);
    expect((await asOwner.get('/api/admin/reply-templates')).json().items).toEqual(items);
    await asStaff.put('/api/admin/reply-templates', { items });
    const log = (await asOwner.get('/api/admin/activity?action=reply-templates.update')).json();
    const entries = (log.items ?? log) as Array<{ action: string; actor: string; detail: string }>;
    expect(entries.filter((e) => e.action === 'reply-templates.update')).toHaveLength(1);
    expect(JSON.parse(entries[0]!.detail)).toEqual({
      before: ['Fees and batch timings', 'Call back', 'Admission confirmed'],
      after: ['Fees', 'Timings'],
    });

    const refused = await asStaff.put('/api/admin/reply-templates', { items: [{ title: '', body: 'x' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty(['items.0.title']);
    const tooMany = await asStaff.put('/api/admin/reply-templates', {
      items: Array.from({ length: 13 }, (_, i) => ({ title: `T${i}`, body: 'b' })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('reports: per course and month, conversion by phone or e-mail, verified donations; for staff too', async () => {
    const db = t().database.db;
    const month = istToday().slice(0, 7);
    // Two inquiries from one course page, one of them converted by phone; one by e-mail from the form's choice.
    const send = (over: Record<string, unknown>) =>
      t().app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry(over) });
    expect(
      (await send({ email: 'r1@report.test', phone: '+91 90000 00001', course: 'computer', coursePage: 'MERN Stack' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send({ email: 'r2@report.test', phone: '90000 00002', course: 'computer', coursePage: 'MERN Stack' }))
        .statusCode,
    ).toBe(200);
    expect((await send({ email: 'R3@Report.test', phone: '12', course: 'spoken' })).statusCode).toBe(200);
    const admit = (over: Record<string, unknown>) =>
      t().app.inject({ method: 'POST', url: '/api/admission/admissionform', payload: validAdmission(over) });
    expect((await admit({ email: 'other@report.test', phone: '09000000001', course: 'MERN Stack' })).statusCode).toBe(
      200,
    );
    expect((await admit({ email: 'r3@report.test', phone: '9111111111', course: 'Spoken English' })).statusCode).toBe(
      200,
    );
    await seedDonation(db, { verified: 1 });
    await seedDonation(db, { verified: 0 });
    // Last year's inquiry: outside a one-month report.
    await seedInquiry(db, { email: 'old@report.test', createdAt: new Date(Date.now() - 400 * DAY).toISOString() });

    const res = await asStaff.get(`/api/admin/reports?from=${month}&to=${month}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.months).toEqual([month]);
    expect(report.courses).toEqual(
      expect.arrayContaining([{ month, course: 'MERN Stack', inquiries: 2, admissions: 1 }]),
    );
    expect(report.courses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ month, course: 'Spoken English', admissions: expect.any(Number) }),
      ]),
    );
    const conversion = report.conversion[0];
    expect(conversion.month).toBe(month);
    expect(conversion.converted).toBeGreaterThanOrEqual(2); // r1 by phone, r3 by e-mail (any case)
    expect(report.donations[0]).toMatchObject({ month });
    expect(report.donations[0].verified).toBeGreaterThanOrEqual(1);
    expect(report.donations[0].amount).toBe(report.donations[0].verified * 500);
  });

  it('reports: refuses a range that is not months or is longer than 24 months', async () => {
    expect((await asOwner.get('/api/admin/reports?from=2026-13')).statusCode).toBe(400);
    expect((await asOwner.get('/api/admin/reports?from=2026-05&to=2026-01')).statusCode).toBe(400);
    expect((await asOwner.get('/api/admin/reports?from=2020-01&to=2026-01')).json().message).toMatch(
      /at most 24 months/,
    );
    const plain = (await asOwner.get('/api/admin/reports')).json();
    expect(plain.months).toHaveLength(6);
    expect(plain.months.at(-1)).toBe(istToday().slice(0, 7));
  });

  it('refuses every new route without a session', async () => {
    const routes: Array<['GET' | 'PUT' | 'PATCH', string]> = [
      ['GET', '/api/admin/assignees'],
      ['GET', '/api/admin/reply-templates'],
      ['PUT', '/api/admin/reply-templates'],
      ['GET', '/api/admin/reports'],
      ['PATCH', '/api/admin/admissions/1'],
    ];
    for (const [method, url] of routes) {
      const res = await t().app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(method === 'GET' ? {} : { payload: { items: [], followUpOn: null } }),
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });
});
