import crypto from 'node:crypto';

/** Links stay valid for a day: long enough to download, short enough not to live forever. */
export const DOWNLOAD_TTL_S = 24 * 60 * 60;

const sign = (secret: string, id: number, exp: number, fileKey: string) =>
  crypto.createHmac('sha256', secret).update(`certificate:${id}:${exp}:${fileKey}`).digest('base64url').slice(0, 32);

/**
 * A download token names one certificate and one version of its file, signed with the server
 * secret: it cannot be altered to reach another certificate, and replacing the file retires it.
 */
export function createDownloadToken(secret: string, id: number, fileKey: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + DOWNLOAD_TTL_S;
  return `${id}.${exp}.${sign(secret, id, exp, fileKey)}`;
}

export function readTokenId(token: string): { id: number; exp: number; sig: string } | undefined {
  const m = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return undefined;
  return { id: Number(m[1]), exp: Number(m[2]), sig: m[3]! };
}

export function tokenMatches(
  secret: string,
  token: { id: number; exp: number; sig: string },
  fileKey: string,
  now = Date.now(),
): boolean {
  if (token.exp * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, token.id, token.exp, fileKey));
  const given = Buffer.from(token.sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
