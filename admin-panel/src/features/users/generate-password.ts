/** Letters and digits that cannot be mistaken for each other when read out or copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A first password for a new admin: 16 random characters in four groups ("kq7m-x2pf-9rtb-w4hz"),
 * about 79 bits, from the browser's cryptographic generator. Rejection sampling keeps every
 * character equally likely.
 */
export function generatePassword(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const chars: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (chars.length < 16) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < limit && chars.length < 16) chars.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
