import crypto from 'node:crypto';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from './password';

describe('password hashing', () => {
  it('writes its parameters into the hash (scrypt N = 2^log2N, r = 8, p = 5) and verifies', async () => {
    const stored = await hashPassword('correct horse battery', 10);
    expect(stored).toMatch(/^scrypt\$10\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(needsRehash(stored, 10)).toBe(false);
  });

  it('uses N = 2^14, r = 8, p = 5 (16 MiB) by default', async () => {
    expect(await hashPassword('x'.repeat(12))).toMatch(/^scrypt\$14\$8\$5\$/);
  });

  it('still verifies a hash made with the old parameters (p = 1) and marks it for rehashing', async () => {
    const salt = crypto.randomBytes(16);
    const hash = crypto.scryptSync('old password here', salt, 32, { N: 2 ** 11, r: 8, p: 1 });
    const old = ['scrypt', 11, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
    expect(await verifyPassword('old password here', old)).toBe(true);
    expect(needsRehash(old, 11)).toBe(true);
    expect(needsRehash(old, 14)).toBe(true);
  });

  it('refuses malformed or absurd hashes without computing them', async () => {
    for (const bad of ['', 'bcrypt$x', 'scrypt$30$8$1$AAAA$AAAA', 'scrypt$ten$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('anything', bad)).toBe(false);
      expect(needsRehash(bad, 14)).toBe(true);
    }
  });

  it('gives a stand-in hash for unknown accounts that nothing matches, at the current cost', async () => {
    const stand = unmatchableHash(10);
    expect(stand).toMatch(/^scrypt\$10\$8\$5\$/);
    expect(await verifyPassword('', stand)).toBe(false);
    expect(await verifyPassword('not-a-real-password', stand)).toBe(false);
  });
});
