import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { withStatementCache } from './statement-cache';

interface TestDb {
  items: { id: Generated<number>; name: string };
}

function setup(size?: number) {
  const conn = new SqliteDatabase(':memory:');
  conn.exec(
    "create table items (id integer primary key, name text not null); insert into items (name) values ('a'), ('b'), ('c')",
  );
  const prepare = jest.spyOn(conn, 'prepare');
  const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: withStatementCache(conn, size) }) });
  return { db, prepare };
}

describe('SQLite statement cache', () => {
  it('prepares a query once and reuses it with new parameters', async () => {
    const { db, prepare } = setup();
    try {
      const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(await byId(1)).toEqual({ name: 'a' });
      expect(await byId(2)).toEqual({ name: 'b' });
      expect(await byId(3)).toEqual({ name: 'c' });
      const insert = (name: string) =>
        db.insertInto('items').values({ name }).returning('id').executeTakeFirstOrThrow();
      expect(await insert('d')).toEqual({ id: 4 });
      expect(await insert('e')).toEqual({ id: 5 });
      expect(prepare).toHaveBeenCalledTimes(2); // one select, one insert
    } finally {
      await db.destroy();
    }
  });

  it('never hands out a statement that is still being read (iterated)', () => {
    const conn = new SqliteDatabase(':memory:');
    conn.exec(
      "create table items (id integer primary key, name text not null); insert into items (name) values ('a'), ('b')",
    );
    const cached = withStatementCache(conn);
    const sql = 'select name from items order by id';
    const reading = cached.prepare(sql).iterate([]);
    expect(reading.next().value).toEqual({ name: 'a' });
    expect(cached.prepare(sql).all([])).toEqual([{ name: 'a' }, { name: 'b' }]); // would throw "busy" if shared
    expect(reading.next().value).toEqual({ name: 'b' });
    reading.return?.();
    cached.close();
  });

  it('keeps a bounded number of statements, dropping the least recently used', async () => {
    const { db, prepare } = setup(2);
    try {
      const q1 = () => db.selectFrom('items').select('id').execute();
      const q2 = () => db.selectFrom('items').select('name').execute();
      const q3 = () => db.selectFrom('items').selectAll().execute();
      await q1();
      await q2();
      await q1(); // q1 used most recently: q2 is the one dropped by q3
      await q3();
      expect(prepare).toHaveBeenCalledTimes(3);
      await q1();
      expect(prepare).toHaveBeenCalledTimes(3);
      await q2();
      expect(prepare).toHaveBeenCalledTimes(4);
    } finally {
      await db.destroy();
    }
  });
});
