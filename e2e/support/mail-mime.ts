/**
 * Just enough MIME to read an e-mail as its recipient's mail client shows it: the Subject with its
 * RFC 2047 encoded words decoded, and the first text/plain body decoded from its transfer encoding
 * (quoted-printable or base64, as nodemailer picks per message). A Devanagari name must come out
 * as the visitor typed it, whichever encoding carried it.
 */
export interface DecodedMail {
  subject: string;
  /** The text/plain body, decoded, with LF line ends. */
  text: string;
}

const qpBytes = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

const ENCODED_WORD = /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi;

/**
 * RFC 2047: each encoded word to its bytes; adjacent words (only white space between them) are
 * joined before the bytes are read as UTF-8, as a long subject is split into several words.
 */
function decodeHeaderValue(value: string): string {
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, , encoding, data = '']) =>
        encoding!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

function decodeBody(body: string, transferEncoding = ''): string {
  const bytes = /base64/i.test(transferEncoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : /quoted-printable/i.test(transferEncoding)
      ? qpBytes(body)
      : Buffer.from(body, 'utf8');
  return bytes.toString('utf8');
}

/** The first text/plain part's decoded text, looking inside multipart containers. */
function plainText(entity: { headers: Record<string, string>; body: string }): string | undefined {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /^multipart\/[^;]+;.*\bboundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of entity.body.split(`--${boundary}`).slice(1, -1)) {
      const found = plainText(splitEntity(part.replace(/^\r\n/, '')));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return /^text\/plain\b/i.test(type)
    ? decodeBody(entity.body, entity.headers['content-transfer-encoding'])
    : undefined;
}

export function decodeMail(raw: string): DecodedMail {
  const entity = splitEntity(raw);
  return {
    subject: entity.headers.subject ?? '',
    text: (plainText(entity) ?? '').replace(/\r\n/g, '\n'),
  };
}
