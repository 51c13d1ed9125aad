import SqliteDatabase from 'better-sqlite3';

/**
 * The names of the inquiries committed to a SQLite file, read through a connection of its own: it
 * sees only what is committed, never what the connection under test holds in an open transaction.
 */
export function committedInquiryNames(file: string): string[] {
  const reader = new SqliteDatabase(file, { readonly: true });
  try {
    return (reader.prepare('select name from inquiries order by id').all() as Array<{ name: string }>).map(
      (r) => r.name,
    );
  } finally {
    reader.close();
  }
}
