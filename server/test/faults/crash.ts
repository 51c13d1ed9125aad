import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makePdf, makePng } from '../../src/lib/sample-files';
import { startServer, freePort, type ServerProcess } from './child-server';

/**
 * Crash-consistency scenario: clients submit inquiries, donation screenshots and (as the admin)
 * certificate PDFs as fast as they can while the server is SIGKILLed at random moments and
 * restarted. A submission counts as acknowledged only when the answer was a 200; every
 * acknowledged one must be in the database afterwards — uploads with their file on disk — and
 * SQLite's integrity check must pass. Kills mid-upload leave unfinished parts and files without a
 * row: each restart must remove them (the server runs with no grace period: one process here).
 */
export interface CrashOptions {
  dataDir: string;
  kills: number;
  /** Time the server runs (after it is ready) before each kill, picked uniformly in this range. */
  runMs?: [number, number];
  /** Parallel clients submitting inquiries. */
  clients?: number;
  /** Parallel clients for each upload kind (donation screenshots, certificate PDFs). */
  uploadClients?: number;
  log?: (line: string) => void;
}

export interface UploadOutcome {
  attempted: number;
  acknowledged: number;
  /** Acknowledged uploads whose row or file (with the right bytes) is gone: must be empty. */
  missing: string[];
}

export interface CrashResult {
  kills: number;
  attempted: number;
  acknowledged: number;
  /** Acknowledged names not found in the database: must be empty. */
  missing: string[];
  donations: UploadOutcome;
  certificates: UploadOutcome;
  /** Leftovers of interrupted uploads (tmp parts, files no row references) the kills left. */
  leftoversFound: number;
  /**
   * Whether a kill leaves leftovers is luck, so the first kill also gets one planted part and one
   * planted orphan file: the restart's clean-up is always exercised.
   */
  leftoversPlanted: number;
  /** Of those, the ones still there once the server had restarted: must be empty. */
  leftoversAfterRestart: string[];
  /** Parts or unreferenced files after the final graceful stop: must be empty. */
  leftoversAtEnd: string[];
  integrity: string;
  /** Median ms from spawn to a healthy server after a kill. */
  restartMsMedian: number;
}

const ADMIN = { email: 'crash-admin@example.com', password: 'crash test password 1' };
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{2,4}$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

function openDb(dataDir: string) {
  return new SqliteDatabase(path.join(dataDir, 'dds.sqlite'));
}

/** Unfinished parts and stored files no row references, as paths under uploads/ (server stopped). */
export function uploadLeftovers(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  const db = openDb(dataDir);
  let referenced: Set<string>;
  try {
    const rows = db
      .prepare('select screenshot_key as k from donations union all select file_key as k from certificates')
      .all() as { k: string }[];
    referenced = new Set(rows.map((r) => r.k));
  } finally {
    db.close();
  }
  const out: string[] = [];
  for (const area of fs.readdirSync(root)) {
    const dir = path.join(root, area);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir)) {
      const rel = `${area}/${name}`;
      if (area === 'tmp' ? name.endsWith('.part') : STORED_NAME.test(name) && !referenced.has(rel)) out.push(rel);
    }
  }
  return out;
}

/** What a kill at the worst moment leaves: an unfinished part, and a committed file without its row. */
function plantLeftovers(dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(path.join(uploads, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(uploads, 'screenshots'), { recursive: true });
  fs.writeFileSync(path.join(uploads, 'tmp', `${crypto.randomUUID()}.part`), makePng());
  fs.writeFileSync(path.join(uploads, 'screenshots', `${crypto.randomUUID()}.webp`), makePng());
}

export async function runCrashScenario(opts: CrashOptions): Promise<CrashResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // No grace period: this is the only process on DATA_DIR, so every leftover must go at restart.
  const env = {
    DATA_DIR: opts.dataDir,
    UPLOAD_ORPHAN_GRACE_MINUTES: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const restartMs: number[] = [];
  let server: ServerProcess = await startServer({ env, port });
  const acked: string[] = [];
  const ackedDonations: string[] = [];
  const ackedCerts = new Map<string, string>(); // roll → sha256 of the PDF sent
  const tried = { inquiry: 0, donation: 0, certificate: 0 };
  let stopping = false;

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (login.status !== 200 || !cookie) throw new Error(`crash scenario: admin login failed (${login.status})`);

  /** Submits until stopped; a thrown or non-200 attempt is retried soon, as an impatient visitor would. */
  async function loop(kind: keyof typeof tried, send: (n: number) => Promise<boolean>, onAck: (n: number) => void) {
    for (let n = 0; !stopping; n += 1) {
      tried[kind] += 1;
      try {
        if (await send(n)) onAck(n);
        else await sleep(10);
      } catch {
        await sleep(10); // server is down
      }
    }
  }

  const inquiry = (id: number) =>
    loop(
      'inquiry',
      async (n) => {
        const res = await fetch(`${base}/api/inquiry/inquiryform`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `crash-${id}-${n}`,
            email: 'crash@example.com',
            phone: '9876543210',
            course: 'both',
            message: 'crash test',
          }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean };
        return res.status === 200 && body.success === true;
      },
      (n) => acked.push(`crash-${id}-${n}`),
    );

  const donation = (id: number) =>
    loop(
      'donation',
      async (n) => {
        const form = new FormData();
        form.append('name', `crash-d-${id}-${n}`);
        form.append('email', 'crash@example.com');
        const png = makePng(48, 32, [(id * 40) % 256, n % 256, 90]);
        form.append('screenshot', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pay.png');
        const res = await fetch(`${base}/api/donation`, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        return res.status === 200;
      },
      (n) => ackedDonations.push(`crash-d-${id}-${n}`),
    );

  const certificate = (id: number) => {
    const pdfs = new Map<number, Buffer>();
    const roll = (n: number) => `CRASH-${id}-${n}`;
    return loop(
      'certificate',
      async (n) => {
        const pdf = makePdf(`Crash certificate ${roll(n)} ${crypto.randomUUID()}`);
        pdfs.set(n, pdf);
        const form = new FormData();
        form.append('name', `Crash Student ${id} ${n}`);
        form.append('roll', roll(n));
        form.append('dob', '2000-01-01');
        form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'c.pdf');
        const res = await fetch(`${base}/api/certificates/upload`, {
          method: 'POST',
          body: form,
          headers: { cookie },
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        return res.status === 200;
      },
      (n) => {
        ackedCerts.set(roll(n), sha256(pdfs.get(n)!));
        pdfs.delete(n);
      },
    );
  };

  const uploaders = opts.uploadClients ?? 1;
  const clients = [
    ...Array.from({ length: opts.clients ?? 4 }, (_, i) => inquiry(i)),
    ...Array.from({ length: uploaders }, (_, i) => donation(i)),
    ...Array.from({ length: uploaders }, (_, i) => certificate(i)),
  ];

  let leftoversFound = 0;
  const leftoversAfterRestart: string[] = [];
  for (let k = 0; k < opts.kills; k += 1) {
    await sleep(between(opts.runMs ?? [100, 600]));
    await server.kill('SIGKILL');
    leftoversFound += uploadLeftovers(opts.dataDir).length;
    if (k === 0) plantLeftovers(opts.dataDir);
    const leftovers = uploadLeftovers(opts.dataDir);
    const t0 = Date.now();
    server = await startServer({ env, port });
    restartMs.push(Date.now() - t0);
    // Start-up reconcile runs before the server listens, so it is done by now.
    const uploads = path.join(opts.dataDir, 'uploads');
    leftoversAfterRestart.push(...leftovers.filter((rel) => fs.existsSync(path.join(uploads, rel))));
    opts.log?.(
      `kill ${k + 1}/${opts.kills}: ${acked.length} inquiries, ${ackedDonations.length} donations, ${ackedCerts.size} certificates acknowledged; ${leftovers.length} upload leftovers`,
    );
  }
  // A last stretch of successful writes of every kind after the final restart (even on a slow CI box).
  const before = [acked.length, ackedDonations.length, ackedCerts.size];
  const progressed = () =>
    acked.length > before[0]! && ackedDonations.length > before[1]! && ackedCerts.size > before[2]!;
  for (let waited = 0; waited < 15_000 && (waited < 300 || !progressed()); waited += 50) await sleep(50);
  stopping = true;
  await Promise.all(clients);
  await server.stop();

  const leftoversAtEnd = uploadLeftovers(opts.dataDir);
  const db = openDb(opts.dataDir);
  try {
    const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'unknown';
    const stored = new Set(
      (db.prepare("select name from inquiries where name like 'crash-%'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    const missing = acked.filter((name) => !stored.has(name));

    const uploads = path.join(opts.dataDir, 'uploads');
    const readStored = (key: string) => {
      try {
        return fs.readFileSync(path.join(uploads, key));
      } catch {
        return undefined;
      }
    };
    const shotRows = new Map(
      (
        db
          .prepare("select name, screenshot_key as k, screenshot_bytes as b from donations where name like 'crash-d-%'")
          .all() as { name: string; k: string; b: number }[]
      ).map((r) => [r.name, r]),
    );
    const missingDonations = ackedDonations.filter((name) => {
      const row = shotRows.get(name);
      const file = row && readStored(row.k);
      // A stored screenshot is the server's WebP re-encoding: RIFF....WEBP, of the recorded size.
      return !row || !file || file.length !== row.b || file.subarray(8, 12).toString('latin1') !== 'WEBP';
    });
    const certRows = new Map(
      (
        db.prepare("select roll, file_key as k from certificates where roll like 'CRASH-%'").all() as {
          roll: string;
          k: string;
        }[]
      ).map((r) => [r.roll, r.k]),
    );
    const missingCerts = [...ackedCerts]
      .filter(([roll, hash]) => {
        const file = certRows.has(roll) ? readStored(certRows.get(roll)!) : undefined;
        return !file || sha256(file) !== hash;
      })
      .map(([roll]) => roll);

    const sorted = [...restartMs].sort((a, b) => a - b);
    return {
      kills: opts.kills,
      attempted: tried.inquiry,
      acknowledged: acked.length,
      missing,
      donations: { attempted: tried.donation, acknowledged: ackedDonations.length, missing: missingDonations },
      certificates: { attempted: tried.certificate, acknowledged: ackedCerts.size, missing: missingCerts },
      leftoversFound,
      leftoversPlanted: 2,
      leftoversAfterRestart,
      leftoversAtEnd,
      integrity,
      restartMsMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
    };
  } finally {
    db.close();
  }
}
