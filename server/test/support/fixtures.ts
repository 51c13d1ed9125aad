/** Data builders shared by the server tests. */
import zlib from 'node:zlib';
export { makePdf, makePng } from '../../src/lib/sample-files';

export const validInquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'spoken',
  message: 'When does the next batch start?',
  ...over,
});

export const validAdmission = (over: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  course: 'Python',
  mode: 'Offline',
  ...over,
});

/** A PNG whose header claims width × height 1-bit pixels, all zero: a few KB that decode to hundreds of MB. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
