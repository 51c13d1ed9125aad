import http from 'node:http';
import zlib from 'node:zlib';
import { API_PATHS } from '../../shared/src/api/paths';
import { PUBLIC_ROUTES } from '../../shared/src/routes';
import type { ServerProcess } from '../../server/test/faults/child-server';
import { QUICK, benchAdminEnv, fmt, log, login, markdownTable, percentile, request, withScratchServer } from './util';

// Decision 021: public pages carry the admin's content in the HTML the server sends, rendered at
// request time and cached per content version. Steady traffic must be served from that cache, and
// the first request after a content change (which renders afresh) must still be quick.

export interface PageLatency {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export interface PublicPageRow {
  page: string;
  /** Repeated requests, nothing changing. */
  steady: PageLatency;
  /** The first request right after the admin saved the settings (the footer of every page shows them). */
  afterSettings: PageLatency;
  /** The first request right after the admin saved a course (only on that course's page). */
  afterCourse?: PageLatency;
  htmlKb: number;
}

export interface PublicPagesResult {
  rows: PublicPageRow[];
  courseName: string;
}

const STEADY_GOAL_MS = 20;
const AFTER_CHANGE_GOAL_MS = 150;
/** What a browser asks for: the server sends the page brotli-compressed (compressed once per page version). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

interface AdminCourse {
  id: number;
  slug: string;
  name: string;
  description: string;
  visible: boolean;
  featured: boolean;
  [field: string]: unknown;
}

const latency = (ms: number[]): PageLatency => ({
  n: ms.length,
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  max: Math.max(...ms),
});

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

/** One GET of a page as a browser makes it; its time, and the HTML (decompressed) to check. */
async function getPage(url: string, agent: http.Agent): Promise<{ ms: number; html: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve({ ms, html: decoded(body, res.headers['content-encoding']), bytes: body.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function benchPublicPages(web: Record<string, string>): Promise<PublicPagesResult> {
  const steadyRuns = QUICK ? 50 : 300;
  const changeRuns = QUICK ? 6 : 30;
  return withScratchServer('pages', { ...benchAdminEnv, ...web }, (server) =>
    measurePages(server, steadyRuns, changeRuns),
  );
}

/** Each public page's HTML from `server`: steady, then after each kind of admin change. */
async function measurePages(server: ServerProcess, steadyRuns: number, changeRuns: number): Promise<PublicPagesResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await login(server.url);
    const admin = { cookie, origin: server.url, 'content-type': 'application/json' };
    const adminJson = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await request(server.url + url, {
        method,
        headers: admin,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body) as T;
    };
    const courses = await adminJson<AdminCourse[]>('GET', API_PATHS.courses);
    const course = courses.find((c) => c.visible && c.featured) ?? courses.find((c) => c.visible);
    if (!course) throw new Error('no visible course on a fresh install');
    const coursePage = `/courses/${course.slug}`;
    const pages = ['/', coursePage, PUBLIC_ROUTES.about.path];

    // Steady state: the same pages again and again (interleaved), after a warm-up.
    for (let i = 0; i < 20; i += 1) for (const page of pages) await getPage(server.url + page, agent);
    log(`public pages: steady state, ${steadyRuns} GETs of each of ${pages.join(', ')}`);
    const steady = new Map(pages.map((p) => [p, [] as number[]]));
    const htmlBytes = new Map<string, number>();
    for (let i = 0; i < steadyRuns; i += 1) {
      for (const page of pages) {
        const got = await getPage(server.url + page, agent);
        steady.get(page)!.push(got.ms);
        htmlBytes.set(page, got.bytes);
      }
    }

    // After a change: save, then time the very next request of one page, and check it shows the change.
    log(`public pages: first request after a content change, ${changeRuns} changes per page`);
    const settings = await adminJson<Record<string, string>>('GET', API_PATHS.settings);
    const afterSettings = new Map(pages.map((p) => [p, [] as number[]]));
    const afterCourse: number[] = [];
    // The course as the edit screen sends it back: every field but the server's own.
    const courseInput: Record<string, unknown> = { ...course };
    for (const field of ['id', 'createdAt', 'updatedAt']) delete courseInput[field];
    let change = 0;
    for (let i = 0; i < changeRuns; i += 1) {
      for (const page of pages) {
        change += 1;
        const hours = `Mon–Sat 9 am – 7 pm (bench change ${change})`;
        await adminJson('PUT', API_PATHS.settings, { ...settings, officeHours: hours });
        const got = await getPage(server.url + page, agent);
        if (!got.html.includes(hours)) throw new Error(`${page} did not show the office hours saved just before`);
        afterSettings.get(page)!.push(got.ms);
      }
      change += 1;
      const description = `${course.description.slice(0, 200)} (bench change ${change})`;
      await adminJson('PUT', `${API_PATHS.courses}/${course.id}`, { ...courseInput, description });
      const got = await getPage(server.url + coursePage, agent);
      if (!got.html.includes(`(bench change ${change})`))
        throw new Error(`${coursePage} did not show the course description saved just before`);
      afterCourse.push(got.ms);
    }
    return {
      courseName: course.name,
      rows: pages.map((page) => ({
        page,
        steady: latency(steady.get(page)!),
        afterSettings: latency(afterSettings.get(page)!),
        afterCourse: page === coursePage ? latency(afterCourse) : undefined,
        htmlKb: (htmlBytes.get(page) ?? 0) / 1024,
      })),
    };
  } finally {
    agent.destroy();
  }
}

/** The report's section (BENCHMARKS.md). */
export function publicPagesReport(r: PublicPagesResult | undefined, error: string | undefined): string {
  if (!r) return `Not measured: ${error ?? ''}`;
  const ms = (l: PageLatency) =>
    `p95 ${fmt(l.p95, 1)} ms (p50 ${fmt(l.p50, 1)}, max ${fmt(l.max, 1)}; ${fmt(l.n)} requests)`;
  const met = (l: PageLatency, goal: number) => (l.p95 <= goal ? '✅ met' : `❌ missed by ${fmt(l.p95 - goal, 1)} ms`);
  const rows = r.rows.flatMap((row) => [
    [`\`${row.page}\` steady`, `p95 ≤ ${STEADY_GOAL_MS} ms`, ms(row.steady), met(row.steady, STEADY_GOAL_MS)],
    [
      `\`${row.page}\` first request after a settings change`,
      `p95 ≤ ${AFTER_CHANGE_GOAL_MS} ms`,
      ms(row.afterSettings),
      met(row.afterSettings, AFTER_CHANGE_GOAL_MS),
    ],
    ...(row.afterCourse
      ? [
          [
            `\`${row.page}\` first request after a change of this course`,
            `p95 ≤ ${AFTER_CHANGE_GOAL_MS} ms`,
            ms(row.afterCourse),
            met(row.afterCourse, AFTER_CHANGE_GOAL_MS),
          ],
        ]
      : []),
  ]);
  return [
    `The real server (compiled, fresh SQLite data) serving the shell's HTML with the public page rendered in it from the current content, as a browser asks for it (\`Accept-Encoding: br, gzip\`), one request at a time over a keep-alive connection; time from sending the request to the last byte. Pages: the home page, the course page of "${r.courseName}" and About (${r.rows.map((row) => `\`${row.page}\` ${fmt(row.htmlKb, 1)} KB compressed`).join(', ')}). Steady: the three pages in turn, after 20 warm-up rounds. After a change: the admin API saves the settings (new office hours, shown in every page's footer) or the course (new description), then the next request of one page is timed and checked to show the change — it renders the page afresh and compresses it again.`,
    '',
    markdownTable(['Measure', 'Goal', 'Measured', 'Verdict'], rows),
  ].join('\n');
}
