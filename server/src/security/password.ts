import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LEN = 32;

/**
 * scrypt parameters for new hashes: N = 2^14, r = 8, p = 5. The OWASP Password Storage Cheat
 * Sheet lists it as equivalent to N = 2^17, r = 8, p = 1 (the five scrypt settings it gives trade
 * memory for parallel passes at the same strength), but each hash needs 16 MiB instead of 128 MiB,
 * so a burst of logins cannot push the server's memory up (pen test, docs/security.md: 629 MB RSS).
 * Production log2N is 14 (config.ts); tests lower it to stay fast.
 */
export const SCRYPT_LOG2N = 14;
const R = 8;
const P = 5;

/** Above this a stored hash is refused rather than computed (2^20 · r 8 would take 1 GiB). */
const MAX_LOG2N = 20;

interface Params {
  log2N: number;
  r: number;
  p: number;
}

/** scrypt needs 128·N·r bytes plus 128·r·p; allow twice that plus headroom (Node's default cap is 32 MiB). */
const maxmemFor = ({ log2N, r, p }: Params) => 2 * 128 * r * (2 ** log2N + p) + 1024 * 1024;

const derive = (password: string, salt: Buffer, keyLen: number, params: Params) =>
  scrypt(password.normalize('NFKC'), salt, keyLen, {
    N: 2 ** params.log2N,
    r: params.r,
    p: params.p,
    maxmem: maxmemFor(params),
  });

/**
 * Hash format: scrypt$<log2N>$<r>$<p>$<salt b64>$<hash b64>. The parameters travel with the hash,
 * so hashes made with older parameters (N = 2^17, p = 1 until the pen test, docs/security.md) still verify; a successful
 * login rehashes them (needsRehash).
 */
export async function hashPassword(password: string, log2N = SCRYPT_LOG2N): Promise<string> {
  const salt = crypto.randomBytes(16);
  const params = { log2N, r: R, p: P };
  const hash = await derive(password, salt, KEY_LEN, params);
  return ['scrypt', log2N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parse(stored: string): (Params & { salt: Buffer; hash: Buffer }) | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const ok = [log2N, r, p].every((v) => Number.isInteger(v) && v > 0) && log2N <= MAX_LOG2N;
  if (!ok) return undefined;
  return { log2N, r, p, salt: Buffer.from(parts[4]!, 'base64'), hash: Buffer.from(parts[5]!, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return actual.length === parsed.hash.length && crypto.timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with other parameters than new hashes get now. */
export function needsRehash(stored: string, log2N = SCRYPT_LOG2N): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.log2N !== log2N || parsed.r !== R || parsed.p !== P;
}

/**
 * A stored-hash string that no password matches, with the current parameters: checking an
 * unknown email against it costs the same as checking a real account, so timing does not tell
 * which emails exist. Random bytes stand in for the hash, so nothing needs computing up front.
 */
export function unmatchableHash(log2N = SCRYPT_LOG2N): string {
  return [
    'scrypt',
    log2N,
    R,
    P,
    crypto.randomBytes(16).toString('base64'),
    crypto.randomBytes(KEY_LEN).toString('base64'),
  ].join('$');
}
