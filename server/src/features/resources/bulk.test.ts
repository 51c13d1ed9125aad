import type { BulkAnswer, RecordAnswer } from '@dds/shared/src/schemas/bulk';
import type { Donation } from '@dds/shared/src/schemas/donation';
import type { Inquiry } from '@dds/shared/src/schemas/inquiry';
import { describeEachDialect } from '../../../test/support/test-app';
import { adminApi, seedDonation, seedInquiry } from '../../../test/support/resource-test-helpers';

describeEachDialect('bulk actions', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);
  const seedMany = async (n: number, email: string) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(await seedInquiry(t().database.db, { name: `Bulk ${i}`, email }));
    return ids;
  };
  const statuses = async (email: string) => {
    const items = (await api.get(`/api/admin/inquiries?q=${email}&sort=createdAt&order=asc`)).body as Inquiry[];
    return Object.fromEntries(items.map((i) => [i.id, i.status]));
  };
  const history = async (id: number) =>
    ((await api.get(`/api/admin/inquiries/${id}`)).body as RecordAnswer<Inquiry>).history;

  beforeAll(async () => {
    cookie = await t().login();
  });

  it('counts the chosen records that already were so: all of them, or some (the panel says so instead of "0 marked")', async () => {
    const ids = await seedMany(3, 'already@bulk.test');
    await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids: ids.slice(0, 2) });
    const none = await api.post('/api/admin/inquiries/bulk', {
      action: 'status',
      status: 'contacted',
      ids: ids.slice(0, 2),
    });
    expect(none.body).toEqual({ affected: 0, already: 2, previous: [] });
    const some = await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids });
    expect(some.body).toEqual({ affected: 1, already: 2, previous: [{ id: ids[2], status: 'new' }] });
    const matching = await api.post('/api/admin/inquiries/bulk', {
      action: 'status',
      status: 'contacted',
      matching: { q: 'already@bulk.test' },
    });
    expect(matching.body).toEqual({ affected: 0, already: 3, previous: [] });
    await api.post('/api/admin/inquiries/bulk', { action: 'delete', ids: [ids[0]] });
    const trashed = await api.post('/api/admin/inquiries/bulk', { action: 'spam', ids: ids.slice(0, 2) });
    expect(trashed.body).toMatchObject({ affected: 1, already: 1 });
    const restored = await api.post('/api/admin/inquiries/bulk', {
      action: 'restore',
      ids: [...ids.slice(0, 2), ids[2]],
    });
    expect(restored.body).toMatchObject({ affected: 2, already: 1 });
  });

  it('changes the status of the chosen records, answers their statuses before, and audits each', async () => {
    const ids = await seedMany(3, 'status@bulk.test');
    await api.patch(`/api/admin/inquiries/${ids[0]}`, { status: 'contacted' });
    const res = await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'closed', ids });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      affected: 3,
      already: 0,
      previous: [
        { id: ids[0], status: 'contacted' },
        { id: ids[1], status: 'new' },
        { id: ids[2], status: 'new' },
      ],
    });
    expect(Object.values(await statuses('status@bulk.test'))).toEqual(['closed', 'closed', 'closed']);
    const entries = await history(ids[1]!);
    expect(entries[0]).toMatchObject({
      actor: 'admin@dds.test',
      action: 'inquiry.update',
      details: { status: 'closed', before: { status: 'new' }, bulk: true },
    });

    // Undo: one call per previous status puts every record back.
    const { previous } = res.body as BulkAnswer;
    for (const status of new Set(previous.map((p) => p.status))) {
      await api.post('/api/admin/inquiries/bulk', {
        action: 'status',
        status,
        ids: previous.filter((p) => p.status === status).map((p) => p.id),
      });
    }
    expect(Object.values(await statuses('status@bulk.test'))).toEqual(['contacted', 'new', 'new']);
  });

  it('leaves records already in the status alone: not changed, not audited, counted apart', async () => {
    const ids = await seedMany(2, 'same@bulk.test');
    await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids: [ids[0]] });
    const res = await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids });
    expect(res.body).toEqual({ affected: 1, already: 1, previous: [{ id: ids[1], status: 'new' }] });
    expect((await history(ids[0]!)).filter((h) => h.action === 'inquiry.update')).toHaveLength(1);
  });

  it('acts on every record matching the filters, not only the page on screen', async () => {
    await seedMany(25, 'match@bulk.test');
    const res = await api.post('/api/admin/inquiries/bulk', {
      action: 'status',
      status: 'contacted',
      matching: { q: 'match@bulk.test' },
    });
    expect(res.body.affected).toBe(25);
    expect(new Set(Object.values(await statuses('match@bulk.test')))).toEqual(new Set(['contacted']));
  });

  it('moves records to the Trash and back, each step in the audit log', async () => {
    const ids = await seedMany(3, 'trash@bulk.test');
    expect(
      (await api.post('/api/admin/inquiries/bulk', { action: 'delete', ids: [ids[0], ids[1]] })).body.affected,
    ).toBe(2);
    expect((await api.post('/api/admin/inquiries/bulk', { action: 'spam', ids })).body).toEqual({
      affected: 1,
      already: 2,
      previous: [{ id: ids[2], status: 'active' }],
    });
    expect(Object.keys(await statuses('trash@bulk.test'))).toEqual([]);
    const inTrash = (await api.get('/api/admin/inquiries?trash=1&q=trash@bulk.test&sort=createdAt&order=asc'))
      .body as Inquiry[];
    expect(inTrash.map((i) => i.deletedReason)).toEqual(['deleted', 'deleted', 'spam']);
    // Restore answers where each came from, so its Undo can put each back as it was.
    const restored = await api.post('/api/admin/inquiries/bulk', {
      action: 'restore',
      matching: { q: 'trash@bulk.test', trash: '1' },
    });
    expect(restored.body).toEqual({
      affected: 3,
      already: 0,
      previous: [
        { id: ids[0], status: 'deleted' },
        { id: ids[1], status: 'deleted' },
        { id: ids[2], status: 'spam' },
      ],
    });
    expect(Object.keys(await statuses('trash@bulk.test')).map(Number)).toEqual(ids);
    expect((await history(ids[2]!)).map((h) => h.action)).toEqual(['inquiry.restore', 'inquiry.spam']);
    // A record in the Trash keeps its status and cannot be changed in bulk until restored.
    await api.post('/api/admin/inquiries/bulk', { action: 'delete', ids: [ids[0]] });
    expect(
      (await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'closed', ids: [ids[0]] })).body,
    ).toEqual({ affected: 0, already: 0, previous: [] });
  });

  it.each([
    [{ action: 'status', status: 'closed' }, /either ids or matching/],
    [{ action: 'status', status: 'closed', ids: [1], matching: {} }, /either ids or matching/],
    [{ action: 'status', status: 'lost', ids: [1] }, /status must be one of: new, contacted, enrolled, closed/],
    [{ action: 'status', ids: [1] }, /status is required/],
    [{ action: 'archive', ids: [1] }, /action must be status, verify, delete, spam or restore/],
    [{ action: 'verify', ids: [1] }, /verified must be true or false/],
    [{ action: 'delete', ids: ['1'] }, /ids/],
    [{ action: 'delete', ids: [] }, /Choose at least one record/],
    [{ action: 'delete', matching: { from: 'yesterday' } }, /from must be a date/],
  ])('refuses %j with a 400 that says what is wrong', async (body, message) => {
    const res = await api.post('/api/admin/inquiries/bulk', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('verifies chosen donations in one go, answering and auditing each one changed', async () => {
    const db = t().database.db;
    const [a, b] = [
      await seedDonation(db, { name: 'To verify' }),
      await seedDonation(db, { name: 'Already verified', verified: 1 }),
    ];
    const res = await api.post('/api/admin/donations/bulk', { action: 'verify', verified: true, ids: [a, b] });
    expect(res.body).toEqual({ affected: 1, already: 1, previous: [{ id: a, status: 'unverified' }] });
    const record = (await api.get(`/api/admin/donations/${a}`)).body as RecordAnswer<Donation>;
    expect(record.item.verified).toBe(true);
    expect(record.history[0]).toMatchObject({
      action: 'donation.update',
      details: { verified: true, before: { verified: false }, bulk: true },
    });
    const inquiries = await api.post('/api/admin/inquiries/bulk', { action: 'verify', verified: true, ids: [1] });
    expect([inquiries.status, inquiries.body.message]).toEqual([400, 'Inquiries are not verified']);
  });

  it('refuses actions a list does not have', async () => {
    const donation = await api.post('/api/admin/donations/bulk', { action: 'status', status: 'verified', ids: [1] });
    expect([donation.status, donation.body.message]).toEqual([400, 'Donations have no status to change']);
    const certificate = await api.post('/api/admin/certificates/bulk', { action: 'delete', ids: [1] });
    expect([certificate.status, certificate.body.message]).toEqual([400, 'Certificates cannot be moved to the Trash']);
  });

  it('two admins acting at once on overlapping records leave one consistent state and a true audit', async () => {
    const ids = await seedMany(30, 'race@bulk.test');
    const [first, second] = [ids.slice(0, 20), ids.slice(10)];
    const [a, b] = await Promise.all([
      api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids: first }),
      api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'closed', ids: second }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const answers = { contacted: a.body as BulkAnswer, closed: b.body as BulkAnswer };
    const final = await statuses('race@bulk.test');
    const overlap = ids.slice(10, 20);
    // One action ran after the other on the shared records: all of them end in the later one's status…
    const later = final[overlap[0]!] as 'contacted' | 'closed';
    const earlier = later === 'closed' ? 'contacted' : 'closed';
    for (const id of overlap) expect(final[id]).toBe(later);
    // …and the later one truly reports the earlier one's status as "before" for them.
    expect(answers[later].previous.filter((p) => overlap.includes(p.id)).map((p) => p.status)).toEqual(
      overlap.map(() => earlier),
    );
    expect(answers[earlier].affected + answers[later].affected).toBe(40);
    // Each record's newest audit entry names its final status; one entry per change, none lost.
    for (const id of ids) {
      const changes = (await history(id)).filter((h) => h.action === 'inquiry.update');
      expect((changes[0]!.details as { status: string }).status).toBe(final[id]);
      expect(changes).toHaveLength(overlap.includes(id) ? 2 : 1);
    }
  });
});
