import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The floor (bench/BENCHMARKS.md): the same page as the composed server sends it, minus every script and script
 * preload — what a phone would paint if no JavaScript ran at all. Everything else (CSS, fonts,
 * images, the HTML itself) comes from the composed server unchanged, so LCP(composed) ÷
 * LCP(static HTML) isolates what the app's JavaScript costs the first paint.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(
      /<link\b[^>]*\brel=["']?(?:modulepreload|preload|prefetch)["']?[^>]*\bas=["']?(?:script|fetch)["']?[^>]*>/gi,
      '',
    )
    .replace(
      /<link\b[^>]*\bas=["']?(?:script|fetch)["']?[^>]*\brel=["']?(?:modulepreload|preload|prefetch)["']?[^>]*>/gi,
      '',
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Page requests (HTML) answered without scripts; every other request proxied to `upstream`. */
/** `port` 0 picks any free port; the low-tier section passes one from its own range. */
export async function startStaticHtmlServer(
  upstream: string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const wantsPage = req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: target.host };
    const acceptsBrotli = String(req.headers['accept-encoding'] ?? '').includes('br');
    if (wantsPage) headers['accept-encoding'] = 'identity';
    const upstreamReq = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (up) => {
        if (!wantsPage || !String(up.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          // Compressed as the real server compresses per-request HTML (brotli quality 5), so the
          // two pages cost the same on the wire apart from what was stripped.
          const html = Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8')));
          const body = acceptsBrotli
            ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : html;
          const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = up.headers;
          res.writeHead(up.statusCode ?? 200, {
            ...rest,
            ...(acceptsBrotli ? { 'content-encoding': 'br' } : {}),
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${bound}`, close: () => new Promise((r) => server.close(() => r())) };
}
