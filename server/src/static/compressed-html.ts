import zlib from 'node:zlib';

/**
 * index.html is assembled per route (prerendered page, preload hints), so the build cannot
 * precompress it; it is the largest file of a first visit (~50 KB). Each variant is compressed once
 * and kept by its ETag, so the work happens once per route and content version — on the first
 * request after every content change. Brotli quality 5: about 1 ms for the home page where 9 took
 * 30–150 ms (most of that first request, see `pnpm bench`, public pages), for 2 % more bytes.
 */
const BROTLI_QUALITY = 5;
const cache = new Map<string, Buffer>();
const MAX_ENTRIES = 200;

export function compressedHtml(html: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${etag}:${encoding}`;
  let body = cache.get(key);
  if (!body) {
    const input = Buffer.from(html);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(input, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            },
          })
        : zlib.gzipSync(input, { level: 9 });
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, body);
  }
  return body;
}
