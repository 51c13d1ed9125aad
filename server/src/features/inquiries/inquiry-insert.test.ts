import { describeEachDialect } from '../../../test/support/test-app';
import { insertInquiry } from './inquiry.repository';

/**
 * The insert's SQL is compiled once and reused with new values (inquiry.repository.ts). Its columns
 * come from the inquiry schema's fields, and a field the caller leaves out takes its column's
 * default: each set of columns must get its own SQL, or values would land in the wrong columns.
 */
describeEachDialect('the inquiry insert, with a field left out and then given', (t) => {
  const base = { name: 'Asha Verma', phone: '9876543210', course: 'spoken', message: 'Evening batch?' };

  it('stores each value in its column, whichever fields were given before', async () => {
    const { db } = t().database;
    const first = await insertInquiry(db, { ...base, email: 'left-out@insert.test', language: undefined });
    const second = await insertInquiry(db, {
      ...base,
      email: 'given@insert.test',
      language: 'hi',
      kind: 'business',
      coursePage: '',
    });
    const third = await insertInquiry(db, { ...base, email: 'left-out-again@insert.test', coursePage: undefined });
    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'email', 'language', 'kind', 'course_page', 'message', 'status'])
      .where('id', 'in', [first, second, third])
      .orderBy('id')
      .execute();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        email: 'left-out@insert.test',
        language: 'en',
        kind: 'student',
        course_page: '',
        message: 'Evening batch?',
        status: 'new',
      },
      {
        email: 'given@insert.test',
        language: 'hi',
        kind: 'business',
        course_page: '',
        message: 'Evening batch?',
        status: 'new',
      },
      {
        email: 'left-out-again@insert.test',
        language: 'en',
        kind: 'student',
        course_page: '',
        message: 'Evening batch?',
        status: 'new',
      },
    ]);
  });
});
