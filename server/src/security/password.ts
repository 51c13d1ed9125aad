import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LEN = 32;
const R = 8;
const P = 1;

/** scrypt needs 128·N·r bytes; allow that plus headroom (Node's default cap is 32 MiB). */
const maxmemFor = (n: number) => 128 * n * R * 2 + 1024 * 1024;

/**
 * Hash format: scrypt$<log2N>$<r>$<p>$<salt b64>$<hash b64>. The parameters travel with the hash,
 * so raising the cost later keeps old hashes verifiable. Production uses log2N = 17 (ASVS: N ≥ 2^17).
 */
export async function hashPassword(password: string, log2N = 17): Promise<string> {
  const salt = crypto.randomBytes(16);
  const n = 2 ** log2N;
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N: n, r: R, p: P, maxmem: maxmemFor(n) });
  return ['scrypt', log2N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2N, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const n = 2 ** Number(log2N);
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: n,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * n * Number(r) * 2 + 1024 * 1024,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
