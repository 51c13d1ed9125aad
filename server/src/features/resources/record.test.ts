import type { RecordAnswer } from '@dds/shared/src/schemas/bulk';
import type { Admission } from '@dds/shared/src/schemas/admission';
import type { Donation } from '@dds/shared/src/schemas/donation';
import type { Inquiry } from '@dds/shared/src/schemas/inquiry';
import { describeEachDialect } from '../../../test/support/test-app';
import { validAdmission } from '../../../test/support/fixtures';
import { adminApi, seedDonation, seedInquiry } from '../../../test/support/resource-test-helpers';

describeEachDialect('record view and contact-field edits', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);

  beforeAll(async () => {
    cookie = await t().login();
  });

  it('answers the whole record with its history, newest first, also from the Trash', async () => {
    const id = await seedInquiry(t().database.db, { name: 'Record Rani', email: 'rani@record.test' });
    await api.patch(`/api/admin/inquiries/${id}`, { status: 'contacted' });
    await api.patch(`/api/admin/inquiries/${id}`, { notes: 'Called, will visit on Monday' });
    await api.post('/api/admin/inquiries/bulk', { action: 'delete', ids: [id] });
    const res = await api.get(`/api/admin/inquiries/${id}`);
    expect(res.status).toBe(200);
    const record = res.body as RecordAnswer<Inquiry>;
    expect(record.item).toMatchObject({
      id,
      name: 'Record Rani',
      status: 'contacted',
      notes: 'Called, will visit on Monday',
      deletedReason: 'deleted',
      message: 'Seeded for a test',
    });
    expect(record.history.map((h) => h.action)).toEqual(['inquiry.delete', 'inquiry.update', 'inquiry.update']);
    expect(record.history[2]).toEqual({
      at: expect.any(String),
      actor: 'admin@dds.test',
      action: 'inquiry.update',
      details: { status: 'contacted', before: { status: 'new' } },
    });
    expect(record.duplicates).toEqual([]);
  });

  it('answers 404 for a record that does not exist and 400 for an id that is not one', async () => {
    expect(await api.get('/api/admin/inquiries/999999')).toEqual({
      status: 404,
      body: { message: 'Inquiry not found' },
    });
    expect(await api.get('/api/admin/admissions/999999')).toEqual({
      status: 404,
      body: { message: 'Admission not found' },
    });
    expect((await api.get('/api/admin/donations/abc')).status).toBe(400);
  });

  it("lists the other donations with the donation's UPI reference", async () => {
    const db = t().database.db;
    const [a, b, c] = [
      await seedDonation(db, { upiReference: '300000000001' }),
      await seedDonation(db, { upiReference: '300000000001' }),
      await seedDonation(db, { upiReference: '300000000001' }),
    ];
    const record = (await api.get(`/api/admin/donations/${b}`)).body as RecordAnswer<Donation>;
    expect(record.duplicates).toEqual([
      { id: a, inTrash: false },
      { id: c, inTrash: false },
    ]);
    expect(record.item).toMatchObject({
      id: b,
      upiReference: '300000000001',
      duplicateUpiRef: true,
      screenshot: `/api/admin/donations/${b}/screenshot`,
    });
  });

  it('names a donation with the same UPI reference that is in the Trash, while the list badge counts only live ones', async () => {
    const db = t().database.db;
    const [earlier, later] = [
      await seedDonation(db, { upiReference: '300000000777' }),
      await seedDonation(db, { upiReference: '300000000777' }),
    ];
    await api.post('/api/admin/donations/bulk', { action: 'spam', ids: [earlier] });
    const record = (await api.get(`/api/admin/donations/${later}`)).body as RecordAnswer<Donation>;
    expect(record.duplicates).toEqual([{ id: earlier, inTrash: true }]);
    expect(record.item).toMatchObject({ duplicateUpiRef: false });
    const list = (await api.get('/api/admin/donations?q=300000000777')).body as Donation[];
    expect(list.map((d) => [d.id, d.duplicateUpiRef])).toEqual([[later, false]]);
    // And from the Trash, the live donation is named (not in the Trash).
    expect(((await api.get(`/api/admin/donations/${earlier}`)).body as RecordAnswer<Donation>).duplicates).toEqual([
      { id: later, inTrash: false },
    ]);
  });

  it('corrects a contact field, validated as at submission, with the value before in the audit', async () => {
    const id = await seedInquiry(t().database.db, { name: 'Typo Tanya', email: 'tanya@record.test' });
    // A number typed with +91 is stored as its ten digits, as at submission (decision 018).
    const res = await api.patch(`/api/admin/inquiries/${id}`, { name: 'Tanya Sharma', phone: ' +91 91234 56780 ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Tanya Sharma',
      phone: '9123456780',
      status: 'new',
      statusChangedAt: null,
    });
    const record = (await api.get(`/api/admin/inquiries/${id}`)).body as RecordAnswer<Inquiry>;
    expect(record.history[0]!.details).toEqual({
      name: 'Tanya Sharma',
      phone: '9123456780',
      before: { name: 'Typo Tanya', phone: '9876543210' },
    });
  });

  it.each([
    ['inquiries', { email: 'not-an-address' }, 'email', 'Email must be a valid e-mail address'],
    ['inquiries', { phone: 'call me' }, 'phone', 'Phone may contain only digits, spaces, +, -, ( and )'],
    ['inquiries', { name: '   ' }, 'name', 'Full name is required'],
    ['admissions', { phone: '98765' }, 'phone', 'Phone must be exactly 10 digits'],
    ['donations', { email: 'x@' }, 'email', 'Email must be a valid e-mail address'],
  ])('refuses a bad contact field on %s with a message for that field', async (list, payload, field, message) => {
    const db = t().database.db;
    if (list === 'admissions')
      await t().app.inject({
        method: 'POST',
        url: '/api/admission/admissionform',
        payload: validAdmission({ name: 'Field Check' }),
      });
    const id =
      list === 'inquiries'
        ? await seedInquiry(db)
        : list === 'donations'
          ? await seedDonation(db)
          : ((await api.get('/api/admin/admissions')).body as Admission[])[0]!.id;
    const res = await api.patch(`/api/admin/${list}/${id}`, payload);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
    expect(res.body.message).toContain(message);
  });

  it("edits a donor's name with the admin's details, as before", async () => {
    const id = await seedDonation(t().database.db, { name: 'Donor Typo' });
    const res = await api.patch(`/api/admin/donations/${id}`, {
      name: 'Donor Fixed',
      amount: 1500,
      upiReference: '',
      verified: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Donor Fixed',
      amount: 1500,
      upiReference: null,
      verified: true,
      duplicateUpiRef: false,
    });
  });
});
