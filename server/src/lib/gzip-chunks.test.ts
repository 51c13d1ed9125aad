import zlib from 'node:zlib';
import { acceptsGzip, GzipChunks } from './gzip-chunks';

describe('a gzip file written a chunk at a time', () => {
  it('joins into one file that gunzip and a streaming inflater read back byte for byte', async () => {
    const chunks = [...Array(40)].map((_, i) => Buffer.from(`${i},"नमस्ते ${i}",${'x'.repeat(i * 37)}\r\n`.repeat(200)));
    const gzip = new GzipChunks();
    const file = Buffer.concat([...chunks.map((c) => gzip.push(c)), gzip.end()]);
    const original = Buffer.concat(chunks);
    expect(zlib.gunzipSync(file).equals(original)).toBe(true);
    // As a browser reads it: bytes arriving in small pieces into one streaming inflater.
    const inflater = zlib.createGunzip();
    const out: Buffer[] = [];
    inflater.on('data', (b: Buffer) => out.push(b));
    const done = new Promise((resolve, reject) => inflater.on('end', resolve).on('error', reject));
    for (let at = 0; at < file.length; at += 1000) inflater.write(file.subarray(at, at + 1000));
    inflater.end();
    await done;
    expect(Buffer.concat(out).equals(original)).toBe(true);
    expect(file.length).toBeLessThan(original.length / 4);
  });

  it('is a valid empty file when nothing was pushed', () => {
    expect(zlib.gunzipSync(new GzipChunks().end())).toHaveLength(0);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzip-not')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
