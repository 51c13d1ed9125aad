/**
 * Just enough MIME to read an e-mail as its recipient's mail client shows it: the Subject with its
 * RFC 2047 encoded words decoded, the first text/plain body decoded from its transfer encoding
 * (quoted-printable or base64, as nodemailer picks per message, looking inside multipart
 * containers), and every part's bytes (a receipt's PDF). A Devanagari name must come out as the
 * visitor typed it, whichever encoding carried it. The test mailbox (smtp-test-server.ts) reads each
 * message with it, for the server's tests and the e2e specs alike.
 */

export interface MimePart {
  /** Header lines as sent (unfolded, not decoded), name lower-cased, in order. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  /** The body's bytes, decoded from its transfer encoding. */
  body: Buffer;
}

export interface DecodedMail {
  /** The message's own header lines as sent (unfolded, not decoded), name lower-cased, in order. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  /** The Subject with its RFC 2047 encoded words decoded. */
  subject: string;
  /** The first text/plain body, decoded, with LF line ends. */
  text: string;
  /** Every leaf part, depth first (a message that is not multipart: its one body). */
  parts: MimePart[];
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
 * joined before the bytes are read as UTF-8, as a long subject is split into several words and a
 * character's bytes may be split between two of them.
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

function splitEntity(raw: string): Omit<MimePart, 'body'> & { body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers = head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .filter((line) => line.indexOf(':') > 0)
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  return {
    headers,
    header: (name) => headers.find(([n]) => n === name.toLowerCase())?.[1],
    body: split < 0 ? '' : raw.slice(split + 4),
  };
}

function decodeBody(body: string, transferEncoding = ''): Buffer {
  return /base64/i.test(transferEncoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : /quoted-printable/i.test(transferEncoding)
      ? qpBytes(body)
      : Buffer.from(body, 'utf8');
}

/** The leaf parts of an entity, looking inside multipart containers (RFC 2046). */
function leafParts(entity: ReturnType<typeof splitEntity>): Array<MimePart & { type: string }> {
  const type = entity.header('content-type') ?? 'text/plain';
  const boundary = /^multipart\/[^;]+;.*\bboundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return [{ ...entity, type, body: decodeBody(entity.body, entity.header('content-transfer-encoding')) }];
  }
  // Between two delimiters: the CRLF that ends the delimiter line, the part, and the CRLF that
  // belongs to the next delimiter.
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(splitEntity(part.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function decodeMail(raw: string): DecodedMail {
  const entity = splitEntity(raw);
  const parts = leafParts(entity);
  const plain = parts.find((part) => /^text\/plain\b/i.test(part.type));
  return {
    headers: entity.headers,
    header: entity.header,
    subject: decodeHeaderValue(entity.header('subject') ?? ''),
    text: (plain?.body.toString('utf8') ?? '').replace(/\r\n/g, '\n'),
    parts: parts.map(({ headers, header, body }) => ({ headers, header, body })),
  };
}
