import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';

const MIME: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/**
 * A plain static host (a CDN without settings): files of the release store's public-site folder
 * under /v/<version>/, with an old Last-Modified and no Cache-Control at all, so browsers cache
 * them by their own heuristics.
 */
function startStaticHost(root: () => string): Promise<{ url: string; requests: string[]; close: () => void }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const match = /^\/v\/([^/]+)\/(.+)$/.exec(pathname);
    const file = match && !pathname.includes('..') ? path.join(root(), match[1]!, match[2]!) : undefined;
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
      'Last-Modified': new Date(Date.now() - 30 * 86_400_000).toUTCString(),
      'Access-Control-Allow-Origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => server.close(),
      }),
    ),
  );
}

test('a remote on a static host that sends no Cache-Control: a new release reaches the next reload all the same', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let server: ReleaseServer | undefined;
  const host = await startStaticHost(() => path.join(server!.dataDir, 'releases', 'public-site'));
  try {
    server = await startReleaseServer({ PUBLIC_SITE_URL: host.url });
    for (const [part, version] of [
      ['shell', 'h1'],
      ['admin-panel', 'h1'],
      ['public-site', 'h1'],
      ['public-site', 'h2'],
    ] as const)
      expect(server.store(part, version).code).toBe(0);
    for (const part of ['shell', 'admin-panel', 'public-site'] as const)
      expect(server.cli(['rollback', part, 'h1']).code).toBe(0);

    await page.goto(`${server.url}/about1`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(host.requests).toContain('/v/h1/remoteEntry.js');

    expect(server.cli(['rollback', 'public-site', 'h2']).code).toBe(0);
    host.requests.length = 0;
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page named the new release's URL: nothing the browser cached for h1 could stand in for it.
    expect(host.requests).toContain('/v/h2/remoteEntry.js');
    expect(host.requests.filter((r) => r.startsWith('/v/h1/'))).toEqual([]);
  } finally {
    host.close();
    await server?.stop();
  }
});
