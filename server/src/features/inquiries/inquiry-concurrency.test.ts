import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { validInquiry } from '../../../test/support/fixtures';
import { startTestApp, testDialects, type TestApp } from '../../../test/support/test-app';
import { INQUIRY_THANKS } from './inquiry.routes';

/**
 * Inquiry posts that arrive together (SQLite: group commit, fsync off the event loop; PostgreSQL:
 * one transaction each on the pool) are each stored exactly once, and a visitor hears "saved" only
 * when the row is committed; the per-address limit holds however the posts interleave.
 */
for (const dialect of testDialects()) {
  describe(`inquiry posts in parallel [${dialect}]`, () => {
    let t: TestApp;
    afterEach(() => t.close());

    /** Names committed, as another connection sees them (never this app's own, mid-transaction). */
    const committedNames = async (): Promise<string[]> => {
      if (dialect === 'sqlite') {
        const reader = new SqliteDatabase(path.join(t.dataDir, 'dds.sqlite'), { readonly: true });
        try {
          return (reader.prepare('select name from inquiries').all() as Array<{ name: string }>).map((r) => r.name);
        } finally {
          reader.close();
        }
      }
      return (await t.database.db.selectFrom('inquiries').select('name').execute()).map((r) => r.name);
    };

    const post = (port: number, body: unknown) =>
      fetch(`http://127.0.0.1:${port}/api/inquiry/inquiryform`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('stores each of 120 concurrent posts exactly once, each committed before its 200', async () => {
      t = await startTestApp(dialect);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const names = Array.from({ length: 120 }, (_, i) => `Concurrent Visitor ${i}`);
      const missingAtAnswer: string[] = [];
      const statuses = await Promise.all(
        names.map(async (name) => {
          const res = await post(port, validInquiry({ name }));
          const body = (await res.json()) as { success: boolean; message: string };
          if (res.status === 200 && !(await committedNames()).includes(name)) missingAtAnswer.push(name);
          expect(body).toEqual({ success: true, message: INQUIRY_THANKS });
          return res.status;
        }),
      );
      expect(statuses).toEqual(names.map(() => 200));
      expect(missingAtAnswer).toEqual([]);
      expect((await committedNames()).sort()).toEqual([...names].sort()); // no row lost, none twice
    });

    it('refuses the 11th inquiry from one address in a minute even when the 15 posts arrive together', async () => {
      t = await startTestApp(dialect, { rateLimitFormsPerMin: 10 });
      const names = Array.from({ length: 15 }, (_, i) => `Same Address ${i}`);
      const responses = await Promise.all(
        names.map((name) =>
          t.app.inject({
            method: 'POST',
            url: '/api/inquiry/inquiryform',
            payload: validInquiry({ name }),
            remoteAddress: '203.0.113.9',
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      const accepted = names.filter((_, i) => statuses[i] === 200);
      expect((await committedNames()).sort()).toEqual(accepted.sort()); // only the accepted ones are stored
      // Another address is not held back by this one's flood.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/inquiry/inquiryform',
        payload: validInquiry(),
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(200);
    });
  });
}
