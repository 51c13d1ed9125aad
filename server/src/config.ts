import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { adminPasswordSchema } from '@dds/shared/src/schemas/admin';

/** The repository root, found from this file so it works under tsx, jest and any cwd. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  // The repository's data/ folder whatever the working directory (pnpm --filter runs in server/).
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().trim().email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_SITE_URL: z.string().min(1).default('/remotes/public-site'),
  ADMIN_PANEL_URL: z.string().min(1).default('/remotes/admin-panel'),
  SHELL_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'shell', 'dist')),
  PUBLIC_SITE_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'public-site', 'dist')),
  ADMIN_PANEL_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'admin-panel', 'dist')),
  RATE_LIMIT_FORMS_PER_MIN: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_15MIN: positiveInt(10),
  TRUST_PROXY: boolFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; anything else (or nothing) uses SQLite in dataDir. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionSecret: string;
  publicSiteUrl: string;
  adminPanelUrl: string;
  shellDist: string;
  publicSiteDist: string;
  adminPanelDist: string;
  rateLimitFormsPerMin: number;
  rateLimitLoginPer15Min: number;
  trustProxy: boolean;
  logLevel: string;
  /**
   * log2 of the scrypt cost for NEW password hashes. Always 17 from the environment; only tests
   * lower it (explicitly, in code) so the suite stays fast. Verification reads the cost from the hash.
   */
  scryptLog2N: number;
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
    throw new ConfigError('Invalid environment variable DATABASE_URL: expected postgres://… (leave it unset for SQLite)');
  }
  const adminPassword = e.ADMIN_PASSWORD || undefined;
  if (adminPassword) {
    const ok = adminPasswordSchema.safeParse(adminPassword);
    if (!ok.success) throw new ConfigError(`Invalid environment variable ADMIN_PASSWORD: ${ok.error.issues[0]!.message}`);
    if (!e.ADMIN_EMAIL) throw new ConfigError('Invalid environment variable ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  }
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    adminPanelUrl: e.ADMIN_PANEL_URL.replace(/\/$/, ''),
    shellDist: path.resolve(e.SHELL_DIST),
    publicSiteDist: path.resolve(e.PUBLIC_SITE_DIST),
    adminPanelDist: path.resolve(e.ADMIN_PANEL_DIST),
    rateLimitFormsPerMin: e.RATE_LIMIT_FORMS_PER_MIN,
    rateLimitLoginPer15Min: e.RATE_LIMIT_LOGIN_PER_15MIN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    scryptLog2N: 17,
  };
}
