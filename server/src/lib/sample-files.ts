import zlib from 'node:zlib';

/** Tiny but valid files, generated in code: seed data and test uploads. */

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A PNG from its raw scanlines: each row a filter byte (0: none) and its pixels. The one PNG writer
 * of the repository: the seed's images, the server tests' decompression bomb and the e2e uploads
 * (e2e/support/png.ts) all come from here. `bitDepth` and `colourType` are the IHDR's (8 and 2:
 * 8-bit RGB, 3 bytes a pixel; 1 and 0: 1-bit greyscale); `level` is zlib's.
 */
export function encodePng(
  width: number,
  height: number,
  scanlines: Buffer,
  { bitDepth = 8, colourType = 2, level = 6 }: { bitDepth?: number; colourType?: number; level?: number } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(scanlines, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid RGB PNG of one colour. */
export function makePng(width = 4, height = 4, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  return encodePng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A valid one-page PDF showing a line of text (correct xref offsets). */
export function makePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, (c) => `\\${c}`);
  const content = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
