import zlib from 'node:zlib';

/**
 * A real PNG (8-bit RGB) from its raw scanlines: `scanlines` holds each row as a filter byte (0:
 * none) and width × 3 bytes. The server decodes and resizes uploads, so tests send real images.
 */
export function encodePng(width: number, height: number, scanlines: Buffer, level = 6): Buffer {
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
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(scanlines, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
