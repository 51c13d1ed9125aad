import { describeEachDialect } from '../../test/support/test-app';
import { down, up } from './migrations/2026-12-08-submission-language';

/** Decision 026: every submission stored before the column was sent from the English site. */
describeEachDialect('migration 2026-12-08-submission-language', (t) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = () => t().database.db as any;

  it("gives every existing inquiry, admission and donation the language 'en', and new rows too unless they say", async () => {
    await down(db());
    const now = new Date().toISOString();
    await db()
      .insertInto('inquiries')
      .values({
        name: 'Old',
        email: 'old@m.test',
        phone: '9876543210',
        course: 'spoken',
        message: 'Fees?',
        status: 'new',
        notes: '',
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('admissions')
      .values({
        name: 'Old',
        email: 'old@m.test',
        phone: '9876543210',
        course: 'Python',
        mode: 'Offline',
        status: 'pending',
        notes: '',
        created_at: now,
      })
      .execute();
    await db()
      .insertInto('donations')
      .values({
        name: 'Old',
        email: 'old@m.test',
        screenshot_key: 'screenshots/00000000-0000-4000-8000-0000000000ff.webp',
        screenshot_type: 'image/webp',
        verified: 0,
        created_at: now,
      })
      .execute();
    await up(db());
    for (const table of ['inquiries', 'admissions', 'donations']) {
      expect(await db().selectFrom(table).select('language').execute()).toEqual([{ language: 'en' }]);
    }
  });
});
