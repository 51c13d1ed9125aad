import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type ServerProcess } from '../../server/test/faults/child-server';
import { NGINX_BIN, startNginxProxy, type NginxProxy } from '../../server/test/support/nginx-proxy';
import { REDIS_SERVER_BIN, startRedisServer, type RedisServer } from '../../server/test/support/redis-server';
import { PG_ADMIN_URL } from './tables';
import { QUICK, log, median, validInquiryBody } from './util';

/**
 * deploy/README.md: the inquiry POST through nginx running deploy/nginx/dds.conf (its TLS block,
 * the upstream's second line uncommented for two) in front of one and then two server processes
 * on PostgreSQL + Redis, as production scales out. Same run, same machine, so the ratio two ÷ one
 * is what the second process buys here — on 2 cores shared with autocannon, nginx and PostgreSQL.
 */
export interface CpuShare {
  name: string;
  /** CPU time over the measured seconds, in % of one core (200 = both cores of this machine). */
  percent: number;
}

export interface DeploymentConfig {
  processes: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  cpu: CpuShare[];
  /** Whole-machine busy time over the measurement (/proc/stat), % of all cores: other work included. */
  machineBusyPercent: number;
}

export interface DeploymentResult {
  /** Alternating runs of each configuration; req/s, p50 and p99 are the medians, counts the sums. */
  rounds: number;
  seconds: number;
  connections: number;
  nginxWorkers: string;
  configs: DeploymentConfig[];
  /** req/s with two processes ÷ with one. */
  ratio: number;
}

const CONNECTIONS = 20;
const NGINX_WORKERS = 'auto'; // as Debian's nginx.conf: one worker per core
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (ms) of the processes /proc shows matching `pick`, by reading utime + stime. */
function cpuMs(pick: (pid: number, ppid: number, cmdline: string) => boolean): number {
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // state is fields[0], ppid [1], utime [11], stime [12]
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (pick(pid, Number(fields[1]), cmdline)) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks * TICK_MS;
}

/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - v[3]! - v[4]!, total }; // idle, iowait
}

interface Meters {
  name: string;
  read(): number;
}

function meters(servers: ServerProcess[], proxies: NginxProxy[], redis: RedisServer, database: string): Meters[] {
  const nginx = new Set(proxies.map((p) => p.pid));
  return [
    ...servers.map((s, i) => ({ name: `server ${i + 1}`, read: () => cpuMs((pid) => pid === s.pid) })),
    { name: 'nginx (master + workers)', read: () => cpuMs((pid, ppid) => nginx.has(pid) || nginx.has(ppid)) },
    {
      name: 'redis-server',
      read: () => cpuMs((_p, _pp, cmd) => cmd.startsWith('redis-server') && cmd.includes(`:${redis.port}`)),
    },
    // Backends show their database in the process title; PostgreSQL's own writers (WAL, checkpoints) are not counted.
    {
      name: 'PostgreSQL backends of the bench database',
      read: () => cpuMs((_p, _pp, cmd) => cmd.startsWith('postgres:') && cmd.includes(` ${database} `)),
    },
    {
      name: 'bench process (autocannon)',
      read: () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      },
    },
  ];
}

/** A throwaway PostgreSQL database; dropped by the returned function. */
async function scratchDatabase(admin: pg.Client): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `dds_bench_deploy_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined)),
  };
}

interface Sample {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  wallMs: number;
  cpuMs: number[];
  machine: { busy: number; total: number };
}

/** One autocannon run of the inquiry POST through `proxy`, with every meter read before and after. */
async function sample(proxy: NginxProxy, m: Meters[], seconds: number): Promise<Sample> {
  const before = m.map((x) => x.read());
  const machineBefore = machineTicks();
  const t0 = Date.now();
  const r = await autocannon({
    url: `${proxy.url}/api/inquiry/inquiryform`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: validInquiryBody(1),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const wallMs = Date.now() - t0;
  const machineAfter = machineTicks();
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
    wallMs,
    cpuMs: m.map((x, i) => x.read() - before[i]!),
    machine: { busy: machineAfter.busy - machineBefore.busy, total: machineAfter.total - machineBefore.total },
  };
}

function summarise(processes: number, samples: Sample[], m: Meters[]): DeploymentConfig {
  const wallMs = samples.reduce((n, x) => n + x.wallMs, 0);
  const busy = samples.reduce((n, x) => n + x.machine.busy, 0);
  const total = samples.reduce((n, x) => n + x.machine.total, 0);
  return {
    processes,
    reqPerSec: median(samples.map((x) => x.reqPerSec)),
    p50: median(samples.map((x) => x.p50)),
    p99: median(samples.map((x) => x.p99)),
    non2xx: samples.reduce((n, x) => n + x.non2xx, 0),
    errors: samples.reduce((n, x) => n + x.errors, 0),
    total: samples.reduce((n, x) => n + x.total, 0),
    cpu: m.map((x, i) => ({
      name: x.name,
      percent: Math.round((samples.reduce((n, s) => n + s.cpuMs[i]!, 0) / wallMs) * 100),
    })),
    machineBusyPercent: Math.round((busy / total) * 100),
  };
}

/**
 * Two server processes on one database and one Redis, and two nginx instances running the same
 * site file: one whose upstream lists only the first process, one listing both. Measuring them
 * alternately (1, 2, then 2, 1, …) with nothing restarted between keeps other work on the machine
 * from landing on one configuration only; the idle second process costs nothing while the
 * one-process nginx is measured (its CPU row shows it).
 */
async function measure(
  admin: pg.Client,
  redis: RedisServer,
  rounds: number,
  seconds: number,
): Promise<DeploymentConfig[]> {
  const database = await scratchDatabase(admin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-bench-deploy-'));
  const servers: ServerProcess[] = [];
  const proxies: NginxProxy[] = [];
  try {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      // Required behind a proxy; the load carries no Origin header, so any https address will do.
      PUBLIC_ORIGIN: 'https://dds.example',
      // Every autocannon connection comes from 127.0.0.1, so the per-address form limit (shared
      // through Redis) would cap the load at a few posts a minute: lifted. The Redis count still happens.
      RATE_LIMIT_FORMS_PER_MIN: '1000000000',
    };
    // One after the other: the first migrates, the second finds it done.
    for (let i = 0; i < 2; i += 1) servers.push(await startServer({ env }));
    const upstreams = servers.map((s) => `127.0.0.1:${s.port}`);
    for (const processes of [1, 2])
      proxies.push(await startNginxProxy(upstreams.slice(0, processes), { workerProcesses: NGINX_WORKERS }));
    const meterList = meters(servers, proxies, redis, database.name);
    const warmUp = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: validInquiryBody(1),
      connections: CONNECTIONS,
      duration: 2,
    };
    // JIT, connection pools, nginx's keep-alive connections to the processes.
    for (const proxy of proxies) await autocannon({ ...warmUp, url: `${proxy.url}/api/inquiry/inquiryform` });
    const samples: Sample[][] = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      for (const index of round % 2 ? [1, 0] : [0, 1]) {
        log(
          `deployment: round ${round + 1}/${rounds}, ${index + 1} process${index ? 'es' : ''} behind nginx, ${seconds}s (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
        samples[index]!.push(await sample(proxies[index]!, meterList, seconds));
      }
    }
    for (const proxy of proxies) {
      const errorLines = proxy
        .errorLog()
        .split('\n')
        .filter((l) => l.includes('[error]'));
      if (errorLines.length) log(`deployment: nginx logged ${errorLines.length} errors, first: ${errorLines[0]}`);
    }
    const configs = samples.map((list, i) => summarise(i + 1, list, meterList));
    for (const c of configs) {
      log(
        `deployment: ${c.processes} → ${Math.round(c.reqPerSec)} req/s, p99 ${c.p99} ms; CPU % of a core: ${c.cpu.map((x) => `${x.name} ${x.percent}`).join(', ')}; machine ${c.machineBusyPercent}% busy`,
      );
    }
    return configs;
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const s of servers) await s.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Says why the section is skipped, in the log and (returned) in the report. */
function skip(reason: string): string {
  log(`deployment ${reason}`);
  return reason;
}

/** The deployment section, or why it was skipped (no nginx, PostgreSQL or redis-server). */
export async function benchDeployment(): Promise<DeploymentResult | string> {
  if (!NGINX_BIN) return skip('skipped: nginx not found (Debian package nginx, or set NGINX_BIN)');
  if (!REDIS_SERVER_BIN)
    return skip('skipped: redis-server not found (Debian package redis-server, or set REDIS_SERVER_BIN)');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return skip(`skipped: no PostgreSQL at ${PG_ADMIN_URL} (${(error as Error).message})`);
  }
  const rounds = QUICK ? 1 : 3;
  const seconds = QUICK ? 3 : 10;
  const redis = await startRedisServer();
  try {
    const configs = await measure(admin, redis, rounds, seconds);
    const ratio = configs[1]!.reqPerSec / configs[0]!.reqPerSec;
    log(`deployment: two ÷ one processes = ${ratio.toFixed(2)} (goal ≥ 1.6 where the load generator allows)`);
    return { rounds, seconds, connections: CONNECTIONS, nginxWorkers: NGINX_WORKERS, configs, ratio };
  } finally {
    await redis.stop();
    await admin.end();
  }
}
