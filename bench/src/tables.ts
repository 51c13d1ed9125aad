import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { startServer, type ServerProcess } from '../../server/test/faults/child-server';
import { createPostgresDatabase, createSqliteDatabase, type Database } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { benchAdminEnv, QUICK, log, login, median, percentile, request, scratchDir, sleep } from './util';

/** BENCH_DATABASES=sqlite (or postgres) runs the two-database sections on one only (profiling, bisecting). */
export const DATABASES = (process.env.BENCH_DATABASES?.split(',') ?? ['sqlite', 'postgres']) as Array<
  'sqlite' | 'postgres'
>;

export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PAGE_SIZE = 50;

export interface TableResult {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  loadMs: number;
  /** p95 / p50 of sequential requests, ms. */
  firstPage: { p50: number; p95: number; n: number };
  randomPage: { p50: number; p95: number; n: number };
  search: { p50: number; p95: number; n: number };
  export: {
    runs: number;
    rssGrowthMb: number;
    peakRssMb: number;
    baselineRssMb: number;
    seconds: number;
    mb: number;
    lines: number;
  };
}

/** 100,000 inquiries in one statement (recursive CTE / generate_series), through the database layer. */
export async function bulkInsert(database: Database, rows: number) {
  if (database.dialect === 'sqlite') {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
      insert into inquiries (name, email, phone, course, message, status, notes, created_at)
      select 'Bench Student ' || i, 'student' || i || '@example.com', '98' || printf('%08d', i),
             case i % 3 when 0 then 'spoken' when 1 then 'computer' else 'both' end,
             'I would like to know the fees and timings for the next batch, please call me back.', 'new', '',
             strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' seconds')
      from n`.execute(database.db);
  } else {
    await sql`insert into inquiries (name, email, phone, course, message, status, notes, created_at)
      select 'Bench Student ' || i, 'student' || i || '@example.com', '98' || lpad(i::text, 8, '0'),
             case i % 3 when 0 then 'spoken' when 1 then 'computer' else 'both' end,
             'I would like to know the fees and timings for the next batch, please call me back.', 'new', '',
             to_char(timestamp '2025-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from generate_series(1, ${rows}) as i`.execute(database.db);
    await sql`analyze inquiries`.execute(database.db);
  }
}

async function timed(n: number, url: (i: number) => string, cookie: string, agent: http.Agent) {
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await request(url(i), { headers: { cookie }, agent });
    if (res.status !== 200) throw new Error(`${url(i)} answered ${res.status}`);
    ms.push(res.ms);
  }
  return { p50: median(ms), p95: percentile(ms, 95), n };
}

/** Streams the whole CSV export while sampling the server's RSS every 20 ms. */
async function exportOnce(server: ServerProcess, cookie: string) {
  const baseline = server.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 20);
  const t0 = Date.now();
  let bytes = 0;
  let lines = 0;
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${server.url}/api/admin/inquiries/export.csv`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          for (const b of c) if (b === 10) lines += 1;
        });
        res.on('end', resolve);
        res.on('error', reject);
      })
      .on('error', reject);
  });
  clearInterval(sampler);
  return { baseline, peak, growth: peak - baseline, seconds: (Date.now() - t0) / 1000, mb: bytes / 1024 / 1024, lines };
}

async function measure(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string>,
  database: Database,
  rows: number,
): Promise<TableResult> {
  const t0 = Date.now();
  await bulkInsert(database, rows);
  const loadMs = Date.now() - t0;
  await database.close();
  log(`${dialect}: ${rows.toLocaleString()} inquiries loaded in ${loadMs} ms`);
  const server = await startServer({ env: { ...env, ...benchAdminEnv } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await login(server.url);
    const base = `${server.url}/api/admin/inquiries`;
    const pages = Math.ceil(rows / PAGE_SIZE);
    const n = QUICK ? 40 : 200;
    await timed(20, () => `${base}?page=1&pageSize=${PAGE_SIZE}`, cookie, agent); // warm-up
    const firstPage = await timed(n, () => `${base}?page=1&pageSize=${PAGE_SIZE}`, cookie, agent);
    const randomPage = await timed(
      n,
      () => `${base}?page=${1 + crypto.randomInt(pages)}&pageSize=${PAGE_SIZE}`,
      cookie,
      agent,
    );
    const search = await timed(
      QUICK ? 10 : 40,
      () => `${base}?page=1&pageSize=${PAGE_SIZE}&q=${encodeURIComponent(`student${1 + crypto.randomInt(rows)}@`)}`,
      cookie,
      agent,
    );
    log(
      `${dialect}: page p95 ${firstPage.p95.toFixed(1)} ms (first) / ${randomPage.p95.toFixed(1)} ms (random); exporting`,
    );
    const exports = [];
    for (let i = 0; i < (QUICK ? 1 : 3); i += 1) {
      await sleep(1000); // let the previous export's garbage settle before the next baseline
      exports.push(await exportOnce(server, cookie));
    }
    return {
      dialect,
      rows,
      loadMs,
      firstPage,
      randomPage,
      search,
      export: {
        runs: exports.length,
        rssGrowthMb: median(exports.map((e) => e.growth)),
        peakRssMb: median(exports.map((e) => e.peak)),
        baselineRssMb: median(exports.map((e) => e.baseline)),
        seconds: median(exports.map((e) => e.seconds)),
        mb: median(exports.map((e) => e.mb)),
        lines: median(exports.map((e) => e.lines)),
      },
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * A fresh migrated database for a bench section: a temp SQLite file, or a throwaway database on the
 * local PostgreSQL server (dropped afterwards; a string saying why when none answers). `work` gets
 * the server's environment for it and an open connection.
 */
export async function withBenchDatabase<T>(
  dialect: 'sqlite' | 'postgres',
  work: (env: Record<string, string>, database: Database) => Promise<T>,
): Promise<T | string> {
  const dataDir = scratchDir(dialect);
  if (dialect === 'sqlite') {
    try {
      const database = createSqliteDatabase(path.join(dataDir, 'dds.sqlite'));
      await migrateToLatest(database.db);
      return await work({ DATA_DIR: dataDir }, database);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `dds_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return `skipped: no PostgreSQL at ${PG_ADMIN_URL} (${(error as Error).message})`;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = createPostgresDatabase(url.toString());
    await migrateToLatest(database.db);
    return await work({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, database);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchTablesSqlite(rows: number): Promise<TableResult> {
  const result = await withBenchDatabase('sqlite', (env, database) => measure('sqlite', env, database, rows));
  if (typeof result === 'string') throw new Error(result);
  return result;
}

/** The same on the local PostgreSQL server, or why it was skipped. */
export async function benchTablesPostgres(rows: number): Promise<TableResult | string> {
  return withBenchDatabase('postgres', (env, database) => measure('postgres', env, database, rows));
}
