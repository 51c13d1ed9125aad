import { describeEachDialect } from '../../../test/support/test-app';
import { inquiryTable } from '../inquiries/inquiry.table';
import { filteredRows } from './resource-query';

const PEOPLE = [
  { name: 'Asha Rao', email: 'asha@example.in', phone: '98765 43210' },
  { name: 'Rahul Verma', email: 'rahul.v@example.in', phone: '+91-91234-56789' },
  { name: 'Farah Khan', email: 'farah@example.in', phone: '(0181) 222 3333' },
  { name: 'Priya Singh', email: 'p.singh@mail.test', phone: '9000000001' },
];

describeEachDialect('admin search by the shape of what is typed', (t) => {
  beforeAll(async () => {
    for (const person of PEOPLE) {
      await t()
        .database.db.insertInto('inquiries')
        .values({
          ...person,
          course: 'spoken',
          kind: 'student',
          message: 'Hello',
          status: 'new',
          notes: '',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });
  /** The names a search finds, through the read workers as the admin list asks. */
  const found = async (q: string) =>
    (await filteredRows(t().database.reads, inquiryTable, { q }).select('name').orderBy('name').execute()).map(
      (row) => row.name as string,
    );

  it('one or two letters find the words that start with them, in any column', async () => {
    expect(await found('ra')).toEqual(['Asha Rao', 'Rahul Verma']); // not Farah, which only contains "ra"
    expect(await found('R')).toEqual(['Asha Rao', 'Rahul Verma']);
    expect(await found('si')).toEqual(['Priya Singh']); // the surname, and p.singh@ split into words
    expect(await found('ma')).toEqual(['Priya Singh']); // mail.test
  });

  it('three letters or more find the text anywhere, as before', async () => {
    expect(await found('rah')).toEqual(['Farah Khan', 'Rahul Verma']);
    expect(await found('HA R')).toEqual(['Asha Rao']);
  });

  it('a phone number finds the phone whatever separators it was typed or stored with', async () => {
    expect(await found('9876543210')).toEqual(['Asha Rao']);
    expect(await found('+91 98765 43210')).toEqual(['Asha Rao']);
    expect(await found('098765-43210')).toEqual(['Asha Rao']);
    expect(await found('9123456789')).toEqual(['Rahul Verma']);
    expect(await found('1812223333')).toEqual(['Farah Khan']);
    expect(await found('43210')).toEqual(['Asha Rao']);
  });

  it('other short searches keep "contains", with wildcards literal', async () => {
    expect(await found('@')).toEqual(PEOPLE.map((p) => p.name).sort());
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('."')).toEqual([]);
  });

  it('follows an edit: the changed phone and name are found, the old ones no longer', async () => {
    const { db } = t().database;
    await db
      .updateTable('inquiries')
      .set({ name: 'Zoya Das', phone: '7000 111 222' })
      .where('name', '=', 'Priya Singh')
      .execute();
    expect(await found('zo')).toEqual(['Zoya Das']);
    expect(await found('7000111222')).toEqual(['Zoya Das']);
    expect(await found('9000000001')).toEqual([]);
    expect(await found('pr')).toEqual([]);
  });
});
