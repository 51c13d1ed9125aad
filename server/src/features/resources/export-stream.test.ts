import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { describeEachDialect } from '../../../test/support/test-app';

const ROWS = 3210; // several of the export's 500-row chunks, and a part one

describeEachDialect('a CSV export is streamed from one cursor, every row once, in order', (t, dialect) => {
  let cookie: string;
  let base: string;
  beforeAll(async () => {
    const { db } = t().database;
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let first = 0; first < ROWS; first += 500) {
      const rows = Array.from({ length: Math.min(500, ROWS - first) }, (_, k) => {
        const i = first + k;
        return {
          name: `Streamed ${String(i).padStart(5, '0')}`,
          email: `s${i}@stream.test`,
          phone: '9876543210',
          course: 'spoken',
          kind: 'student',
          message: 'm',
          status: 'new' as const,
          notes: '',
          status_changed_at: null,
          created_at: new Date(start + i * 60_000).toISOString(),
        };
      });
      await db.insertInto('inquiries').values(rows).execute();
    }
    cookie = await t().login();
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  }, 60_000);

  /** GETs `url` over a real connection: the body and how many pieces it came in. */
  const download = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; pieces: number; bytes: Buffer; encoding?: string }>(
      (resolve, reject) => {
        http
          .get(`${base}${url}`, { headers: { cookie, ...headers } }, (res) => {
            const pieces: Buffer[] = [];
            res.on('data', (piece: Buffer) => pieces.push(piece));
            res.on('end', () => {
              const bytes = Buffer.concat(pieces);
              resolve({
                status: res.statusCode ?? 0,
                body: bytes.toString('utf8'),
                pieces: pieces.length,
                bytes,
                encoding: res.headers['content-encoding'],
              });
            });
            res.on('error', reject);
          })
          .on('error', reject);
      },
    );

  it('holds every matching row once, in the list order', async () => {
    const { status, body, pieces } = await download(
      '/api/admin/inquiries/export.csv?q=stream.test&sort=createdAt&order=asc',
    );
    expect(status).toBe(200);
    const lines = body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    const names = lines.slice(1).map((line) => line.split(',')[2]);
    expect(names).toEqual(Array.from({ length: ROWS }, (_, i) => `Streamed ${String(i).padStart(5, '0')}`));
    // Written as it is read, chunk by chunk: not one buffer built first.
    expect(pieces).toBeGreaterThan(1);
  }, 60_000);

  it('comes gzipped to a browser that accepts it: the same file in a fraction of the bytes', async () => {
    const url = '/api/admin/inquiries/export.csv?q=stream.test&sort=createdAt&order=asc';
    const plain = await download(url);
    const gzipped = await download(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
  }, 60_000);

  it('follows the filters and the order asked for', async () => {
    const { body } = await download('/api/admin/inquiries/export.csv?q=Streamed%2003&sort=createdAt&order=desc');
    const names = body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(names).toEqual(Array.from({ length: 210 }, (_, i) => `Streamed ${String(3209 - i).padStart(5, '0')}`));
  }, 60_000);

  it('three exports at once each get every row; on PostgreSQL they take turns on one connection of their own', async () => {
    const { db } = t().database;
    let busiest = 0;
    let sampling = dialect === 'postgres';
    const schema =
      dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : '';
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await sql<{
          n: string;
        }>`select count(*) as n from pg_stat_activity where application_name = ${`dds-exports ${schema}`}`.execute(db);
        busiest = Math.max(busiest, Number(rows[0]!.n));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const exports = await Promise.all([1, 2, 3].map(() => download('/api/admin/inquiries/export.csv?q=stream.test')));
    sampling = false;
    await sampler;
    for (const { status, body } of exports) {
      expect(status).toBe(200);
      expect(body.trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
    }
    // The staff's exports never take more than their one connection from the visitors' pool.
    if (dialect === 'postgres') expect(busiest).toBe(1);
  }, 60_000);
});
