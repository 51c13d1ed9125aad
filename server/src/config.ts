import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { adminPasswordSchema } from '@dds/shared/src/schemas/admin';
import { SCRYPT_LOG2N } from './security/password';
import { adminOriginEnvProblem } from './security/allowed-origins';
import { parseSiteSeed, type SiteSeed } from './features/site-content/settings-env';
import { notifyEmailSchema, notifyEnvProblem, smtpUrlSchema } from './features/notifications/notify-env';
import type { NotificationTiming } from './features/notifications/notification-timing';

/** The repository root, found from this file so it works under tsx, jest and any cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the server as a hop count (e.g. 1), or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)';

/**
 * Which proxies may set X-Forwarded-For. Never "trust everything": then the leftmost entry, which
 * the client writes, would become request.ip and every per-address limit could be dodged.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (['', 'false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `"${value}" would let any client choose its address; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrCidr(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `"${bad}" is not a hop count, address or CIDR; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * An optional URL variable: unset or empty → undefined. Otherwise `accept` returns the value to
 * keep, or undefined to refuse it with `message` (which says what is expected, with an example).
 */
const optionalUrlSchema = (message: string, accept: (url: URL, value: string) => string | undefined) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      const value = (raw ?? '').trim();
      if (!value) return undefined;
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      const kept = url && accept(url, value);
      if (kept === undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return kept;
    });

/** An http(s) origin with nothing after it, e.g. https://dds.example, kept in its canonical form. */
const bareOriginSchema = (message: string) =>
  optionalUrlSchema(message, (url, value) => {
    const bare =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash;
    return bare && value.replace(/\/$/, '').toLowerCase() === url.origin.toLowerCase() ? url.origin : undefined;
  });

/** The site's public address, e.g. https://dds.example. */
const publicOriginSchema = bareOriginSchema(
  "expected the site's public origin, e.g. https://dds.example (http or https, no path)",
);

/** The admin panel's own host, e.g. https://admin.dds.example (docs/decisions/003-admin-on-its-own-host.md). */
const adminOriginSchema = bareOriginSchema(
  "expected the admin panel's own origin, e.g. https://admin.dds.example (http or https, no path)",
);

/** Where the browser app sends its API calls when not to its own origin, e.g. https://api.dds.example. */
const apiBaseUrlSchema = optionalUrlSchema(
  'expected an http(s) address with no query, e.g. https://dds.example (leave it unset for the same origin)',
  (url, value) => {
    const ok =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash;
    return ok ? value.replace(/\/+$/, '') : undefined;
  },
);

/** redis://[user:password@]host[:port][/db] (rediss:// for TLS); empty or unset = counters in this process. */
const redisUrlSchema = optionalUrlSchema(
  'expected redis://host:port (or rediss:// for TLS, optionally /<db number>), e.g. redis://127.0.0.1:6379',
  (url, value) => {
    const okProtocol = url.protocol === 'redis:' || url.protocol === 'rediss:';
    return okProtocol && url.hostname && /^\/?(\d{1,2})?$/.test(url.pathname) && !url.search && !url.hash
      ? value
      : undefined;
  },
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  // The repository's data/ folder whatever the working directory (pnpm --filter runs in server/).
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: redisUrlSchema,
  ADMIN_EMAIL: z
    .string()
    .trim()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_SITE_URL: z.string().min(1).default('/remotes/public-site'),
  ADMIN_PANEL_URL: z.string().min(1).default('/remotes/admin-panel'),
  SHELL_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'shell', 'dist')),
  PUBLIC_SITE_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'public-site', 'dist')),
  ADMIN_PANEL_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'admin-panel', 'dist')),
  // The release store (docs/decisions/001-releases.md): default DATA_DIR/releases.
  RELEASES_DIR: z.string().optional(),
  // Stored releases kept per part (the live one, the canary and the one before live always are).
  RELEASES_KEEP: positiveInt(10),
  // A public page rendered at request time must finish within this, else the prerendered page is sent.
  RENDER_BUDGET_MS: positiveInt(3000),
  RATE_LIMIT_FORMS_PER_MIN: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_15MIN: positiveInt(10),
  // Unverified donation screenshots may use this much disk in total; then uploads answer 507.
  DONATION_UPLOAD_QUOTA_MB: positiveInt(500),
  // Start-up removes unreferenced uploads older than this (another process may be mid-upload).
  UPLOAD_ORPHAN_GRACE_MINUTES: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: trustProxySchema,
  PUBLIC_ORIGIN: publicOriginSchema,
  ADMIN_ORIGIN: adminOriginSchema,
  API_BASE_URL: apiBaseUrlSchema,
  HEADERS_TIMEOUT_SECONDS: positiveInt(10),
  BODY_TIMEOUT_SECONDS: positiveInt(10),
  // 10 MB on a slow 3G uplink (~400 kbit/s) takes about 210 s.
  REQUEST_TIMEOUT_SECONDS: positiveInt(300),
  MAX_CONNECTIONS: positiveInt(512),
  // On SIGTERM, requests in flight get this long to finish before the process exits anyway.
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt(25),
  // How long start-up waits for DATABASE_URL's PostgreSQL and REDIS_URL's Redis (lib/wait-at-start.ts).
  START_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  // Only `pnpm bench` lowers this, to show what durable commits cost.
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  // Worker threads answering the admin's lists, searches and exports on SQLite (db/read-pool/).
  SQLITE_READ_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  // PostgreSQL connections for the same reads (db/database.ts says why so few).
  POSTGRES_READ_CONNECTIONS: z.coerce.number().int().min(1).max(16).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // In-process backups every N hours: on by default, daily (0 = off; a systemd timer can run db:backup instead).
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: positiveInt(7),
  BACKUP_DIR: z.string().optional(),
  // Records in the Trash longer than this are deleted for good, with their files (0 = never automatically).
  TRASH_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  // E-mail the institute about each new submission (both or neither; see features/notifications).
  SMTP_URL: smtpUrlSchema,
  NOTIFY_EMAIL: notifyEmailSchema,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; anything else (or nothing) uses SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** redis://… puts the login counters and form rate limits in Redis, shared by every server process. */
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionSecret: string;
  publicSiteUrl: string;
  adminPanelUrl: string;
  shellDist: string;
  publicSiteDist: string;
  adminPanelDist: string;
  /**
   * Per request only (releases/release-serving.ts): the previous good release of each remote, which
   * the shell loads when the served one fails in the browser. Never set from the environment.
   */
  publicSiteFallbackUrl?: string;
  adminPanelFallbackUrl?: string;
  /** Immutable releases of each part and the pointers saying which is live; unused until a first release. */
  releasesDir: string;
  releasesKeep: number;
  /** Time budget of one server render of a public page (static/render-worker.ts). */
  renderBudgetMs: number;
  rateLimitFormsPerMin: number;
  rateLimitLoginPer15Min: number;
  donationUploadQuotaBytes: number;
  uploadOrphanGraceMs: number;
  /** false, a hop count, or proxy addresses/CIDRs (Fastify trustProxy); never `true`. */
  trustProxy: false | number | string[];
  /** e.g. https://dds.example; undefined = derive from each request (local use). */
  publicOrigin: string | undefined;
  /**
   * e.g. https://admin.dds.example: a second host name the same server answers for the admin panel
   * (accepted by the Origin check, noindex, public pages sent to publicOrigin). Needs publicOrigin.
   */
  adminOrigin: string | undefined;
  /** Where the browser app sends API calls (inline in index.html and /remotes.json); undefined = its own origin. */
  apiBaseUrl: string | undefined;
  /** Slow-client limits: complete headers within, a body that keeps moving, a whole request within. */
  headersTimeoutMs: number;
  /** A request body must bring at least BODY_MIN_BYTES (or finish) in every window this long. */
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
  /** Open connections beyond this are closed at once. */
  maxConnections: number;
  /** SIGTERM drains requests in flight for at most this long (see lib/graceful-stop.ts). */
  shutdownTimeoutMs: number;
  startWaitMs: number;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  sqliteReadWorkers: number;
  postgresReadConnections: number;
  logLevel: string;
  /** Scheduled backups: every this many hours (0 = off), keeping the newest `backupKeep` in `backupDir`. */
  backupEveryHours: number;
  backupKeep: number;
  backupDir: string;
  /** Days a record stays in the Trash before the hourly purge deletes it for good (0 = only Empty Trash does). */
  trashKeepDays: number;
  /**
   * log2 of the scrypt cost for NEW password hashes (r = 8, p = 5: see security/password.ts). Always
   * SCRYPT_LOG2N (14) from the environment; only tests
   * lower it (explicitly, in code) so the suite stays fast. Verification reads the cost from the hash.
   */
  scryptLog2N: number;
  /** First site settings from SITE_* (used only while none was ever saved; see settings-seed.ts). */
  siteSeed?: SiteSeed;
  /** smtp(s)://… and where to send: an e-mail per new submission. Either unset = notifications off. */
  smtpUrl?: string;
  notifyEmail?: string;
  /** Outbox polling and retry delays; only tests change them (features/notifications/notification-timing.ts). */
  notificationTiming?: Partial<NotificationTiming>;
}

export class ConfigError extends Error {}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** The secret signs certificate links and keys session hashes; generated once if not given. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once; throws naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !isPostgresUrl(e.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_URL: expected postgres://… (leave it unset for SQLite)',
    );
  }
  if (e.REQUEST_TIMEOUT_SECONDS < e.HEADERS_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid environment variable REQUEST_TIMEOUT_SECONDS: must not be shorter than HEADERS_TIMEOUT_SECONDS',
    );
  }
  // Behind a proxy the request cannot tell the public address (that is what broke the first
  // deployment: every admin login refused as cross-site); local use without a proxy may derive it.
  if (e.TRUST_PROXY !== false && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Missing environment variable PUBLIC_ORIGIN: required when TRUST_PROXY is set (behind a proxy); give the address visitors use, e.g. PUBLIC_ORIGIN=https://dds.example',
    );
  }
  const adminOriginProblem = adminOriginEnvProblem(e.PUBLIC_ORIGIN, e.ADMIN_ORIGIN);
  if (adminOriginProblem) throw new ConfigError(adminOriginProblem);
  const adminPassword = e.ADMIN_PASSWORD || undefined;
  if (adminPassword) {
    const ok = adminPasswordSchema.safeParse(adminPassword);
    if (!ok.success)
      throw new ConfigError(`Invalid environment variable ADMIN_PASSWORD: ${ok.error.issues[0]!.message}`);
    if (!e.ADMIN_EMAIL)
      throw new ConfigError('Invalid environment variable ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  }
  const notifyProblem = notifyEnvProblem(e.SMTP_URL, e.NOTIFY_EMAIL);
  if (notifyProblem) throw new ConfigError(notifyProblem);
  const site = parseSiteSeed(env);
  if ('problem' in site) throw new ConfigError(site.problem);
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    adminPanelUrl: e.ADMIN_PANEL_URL.replace(/\/$/, ''),
    shellDist: path.resolve(e.SHELL_DIST),
    publicSiteDist: path.resolve(e.PUBLIC_SITE_DIST),
    adminPanelDist: path.resolve(e.ADMIN_PANEL_DIST),
    releasesDir: path.resolve(dataDir, e.RELEASES_DIR || 'releases'),
    releasesKeep: e.RELEASES_KEEP,
    renderBudgetMs: e.RENDER_BUDGET_MS,
    rateLimitFormsPerMin: e.RATE_LIMIT_FORMS_PER_MIN,
    rateLimitLoginPer15Min: e.RATE_LIMIT_LOGIN_PER_15MIN,
    donationUploadQuotaBytes: e.DONATION_UPLOAD_QUOTA_MB * 1024 * 1024,
    uploadOrphanGraceMs: e.UPLOAD_ORPHAN_GRACE_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN,
    adminOrigin: e.ADMIN_ORIGIN,
    apiBaseUrl: e.API_BASE_URL,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    maxConnections: e.MAX_CONNECTIONS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    startWaitMs: e.START_WAIT_SECONDS * 1000,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    sqliteReadWorkers: e.SQLITE_READ_WORKERS,
    postgresReadConnections: e.POSTGRES_READ_CONNECTIONS,
    logLevel: e.LOG_LEVEL,
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeep: e.BACKUP_KEEP,
    backupDir: e.BACKUP_DIR ? path.resolve(process.cwd(), e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    trashKeepDays: e.TRASH_KEEP_DAYS,
    scryptLog2N: SCRYPT_LOG2N,
    siteSeed: site.seed,
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
  };
}
