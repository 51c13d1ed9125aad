import type { BulkAnswer } from '@dds/shared/src/schemas/bulk';
import type { Page } from '@dds/shared/src/schemas/admin';
import type { Inquiry } from '@dds/shared/src/schemas/inquiry';
import { describeEachDialect } from '../../../test/support/test-app';
import { adminApi, seedInquiry } from '../../../test/support/resource-test-helpers';

/*
 * "Select all N matching" + a bulk action acts on the set the admin saw: the list page names the
 * newest id (`latestId`), the panel sends it back (`seenUpTo`), records that arrived after it are
 * left alone and counted.
 */
describeEachDialect('bulk actions over "all matching" act on the set the admin saw', (t) => {
  let cookie = '';
  const api = adminApi(t, () => cookie);
  beforeAll(async () => {
    cookie = await t().login();
  });
  const listed = async (email: string) =>
    (await api.get(`/api/admin/inquiries?q=${email}&page=1&pageSize=20`)).body as Page<Inquiry>;

  it('saw 3, one more arrives: "Mark as spam" moves the 3 and reports 1 arrived since', async () => {
    const email = 'snapshot@bulk.test';
    const seen = await Promise.all([1, 2, 3].map((i) => seedInquiry(t().database.db, { name: `Seen ${i}`, email })));
    const page = await listed(email);
    expect(page.total).toBe(3);
    expect(page.latestId).toBeGreaterThanOrEqual(Math.max(...seen));

    const late = await seedInquiry(t().database.db, { name: 'Arrived later', email });
    const res = await api.post('/api/admin/inquiries/bulk', {
      action: 'spam',
      matching: { q: email },
      seenUpTo: page.latestId,
    });
    expect(res.status).toBe(200);
    const answer = res.body as BulkAnswer;
    expect(answer).toMatchObject({ affected: 3, arrivedSince: 1 });
    expect(answer.previous.map((p) => p.id).sort()).toEqual([...seen].sort());

    const left = await listed(email);
    expect(left.items.map((i) => i.id)).toEqual([late]);
  });

  it('counts only arrivals the action would have changed, and only matching ones', async () => {
    const email = 'snapshot2@bulk.test';
    await seedInquiry(t().database.db, { email });
    const { latestId } = await listed(email);
    await seedInquiry(t().database.db, { email, status: 'contacted' }); // already contacted: not counted
    await seedInquiry(t().database.db, { email: 'someone-else@bulk.test' }); // does not match
    await seedInquiry(t().database.db, { email }); // counted
    const res = await api.post('/api/admin/inquiries/bulk', {
      action: 'status',
      status: 'contacted',
      matching: { q: email },
      seenUpTo: latestId,
    });
    expect(res.body).toMatchObject({ affected: 1, arrivedSince: 1 });
  });

  it('a selection by ids, or a bulk call without a snapshot, answers as before', async () => {
    const id = await seedInquiry(t().database.db, { email: 'snapshot3@bulk.test' });
    expect(
      (await api.post('/api/admin/inquiries/bulk', { action: 'status', status: 'closed', ids: [id], seenUpTo: 0 }))
        .body,
    ).toEqual({ affected: 1, already: 0, previous: [{ id, status: 'new' }] });
    expect(
      (
        await api.post('/api/admin/inquiries/bulk', {
          action: 'status',
          status: 'contacted',
          matching: { q: 'snapshot3@bulk.test' },
        })
      ).body,
    ).toEqual({ affected: 1, already: 0, previous: [{ id, status: 'closed' }] });
  });
});
