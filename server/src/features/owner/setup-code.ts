import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH, normalizeSetupCode } from '@dds/shared/src/schemas/owner';

/**
 * The one-time code that guards "Create the owner account" while no admin exists. It lives in a
 * file in DATA_DIR (readable by the service user only, like session-secret), not in one process's
 * memory: every server process behind the proxy and `dds-cli setup-code` read the same code, and a
 * restart does not change the code an owner has just copied from the log. The file is removed when
 * the owner is created, and at any start that finds an admin.
 */
export const SETUP_CODE_FILE = 'owner-setup-code';

const fileOf = (dataDir: string) => path.join(dataDir, SETUP_CODE_FILE);

function newCode(): string {
  // Rejection sampling: every character equally likely.
  let code = '';
  while (code.length < SETUP_CODE_LENGTH) {
    const byte = crypto.randomBytes(1)[0]!;
    if (byte < 256 - (256 % SETUP_CODE_ALPHABET.length)) code += SETUP_CODE_ALPHABET[byte % SETUP_CODE_ALPHABET.length];
  }
  return code;
}

/** XXXX-XXXX-XXXX: how the log and the CLI show it. */
export const formatSetupCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

function readCode(dataDir: string): string | undefined {
  try {
    const code = normalizeSetupCode(fs.readFileSync(fileOf(dataDir), 'utf8'));
    return code.length === SETUP_CODE_LENGTH ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The code, made now when there is none (exclusive create: two processes starting together agree). */
export function ensureSetupCode(dataDir: string): string {
  const existing = readCode(dataDir);
  if (existing) return existing;
  const code = newCode();
  try {
    fs.writeFileSync(fileOf(dataDir), `${code}\n`, { mode: 0o600, flag: 'wx' });
    return code;
  } catch {
    // Another process wrote one first, or a damaged file is in the way.
    const theirs = readCode(dataDir);
    if (theirs) return theirs;
    fs.writeFileSync(fileOf(dataDir), `${code}\n`, { mode: 0o600 });
    return code;
  }
}

/** Whether `typed` is the code; constant time, and false when there is no code. */
export function setupCodeMatches(dataDir: string, typed: string): boolean {
  const code = readCode(dataDir);
  if (!code) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(normalizeSetupCode(value)).digest();
  return crypto.timingSafeEqual(digest(code), digest(typed));
}

export function removeSetupCode(dataDir: string): void {
  fs.rmSync(fileOf(dataDir), { force: true });
}
