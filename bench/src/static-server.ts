import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * A tiny static server for the standalone build: files as they are (with the build's .br/.gz twin
 * when accepted, like the real server), index.html for every other path (client routing).
 * Not the real server because that one injects the shell's remote preload hints into index.html,
 * which would make the standalone page fetch the federated remote too.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export async function startStaticServer(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    } catch {
      // a malformed path gets index.html like any unknown route
    }
    if (pathname === '/robots.txt')
      return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    let file = path.join(root, path.posix.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      // Like the real server: a missing file is a 404, any other path is a client route.
      if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return void res.writeHead(404).end();
      file = path.join(root, 'index.html');
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const ext = path.extname(file);
    let sent = file;
    for (const [enc, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepted.includes(enc) && fs.existsSync(file + suffix)) {
        sent = file + suffix;
        res.setHeader('Content-Encoding', enc);
        break;
      }
    }
    // Hashed names are immutable, as on the real server; index.html revalidates.
    res.setHeader(
      'Cache-Control',
      /\.[0-9a-f]{8}\./.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Content-Length', fs.statSync(sent).size);
    fs.createReadStream(sent).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
