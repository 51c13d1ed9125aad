import crypto from 'node:crypto';

/**
 * The unsubscribe link's token: the address and an HMAC of it with the server secret (the one that
 * signs sessions and certificate links). Unguessable without the secret, so nobody can unsubscribe
 * someone else by writing their address into a URL; it never expires, because a link in a mail
 * read a year later must still work (RFC 8058 asks for the URL to keep working). The address is in
 * the token, not an id, so the link needs no row of its own and survives the submission's deletion.
 */
const sign = (secret: string, email: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:v1\n${email}`).digest('base64url').slice(0, 32);

export const normalEmail = (email: string) => email.trim().toLowerCase();

export function unsubscribeToken(secret: string, email: string): string {
  const address = normalEmail(email);
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${sign(secret, address)}`;
}

/** The address a token was made for, or undefined when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 600) return undefined;
  const m = /^([A-Za-z0-9_-]{4,500})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return undefined;
  const address = Buffer.from(m[1]!, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, address));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? address : undefined;
}

/**
 * What the outbox keeps of a visitor's address for the per-address limit: a keyed hash, not the
 * address. The row outlives the submission (a donation purged from the Trash), and the address
 * must not stay behind in it; equal addresses still give equal keys.
 */
export const recipientKey = (secret: string, email: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`recipient:v1\n${normalEmail(email)}`)
    .digest('base64url')
    .slice(0, 32);

export const unsubscribeUrl = (origin: string, secret: string, email: string) =>
  `${origin}/unsubscribe?token=${unsubscribeToken(secret, email)}`;
