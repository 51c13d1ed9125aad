import fs from 'node:fs';
import path from 'node:path';
import { E2E_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';

const repo = path.resolve(__dirname, '../..');

interface Proc {
  pid: number;
  ppid: number;
  argv: string[];
  env: string[];
}

/** Processes of this run: every process whose environment names this run's E2E_ROOT (Linux /proc). */
function processesOfThisRun(): Proc[] {
  const found: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!env.includes(`E2E_ROOT=${E2E_ROOT}`)) continue;
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      found.push({ pid: Number(entry), ppid, argv, env });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

test.describe('production process', () => {
  test.skip(process.platform !== 'linux', 'reads /proc');

  test('the server runs as `node server/dist/main.js`, with no tsx or TypeScript in its process tree', async ({
    request,
  }) => {
    expect((await request.get('/api/health')).ok()).toBe(true);
    const procs = processesOfThisRun();
    const servers = procs.filter((p) => p.argv.some((a) => a.endsWith(path.join('server', 'dist', 'main.js'))));
    expect(servers).toHaveLength(1);
    const server = servers[0]!;
    expect(path.basename(server.argv[0]!)).toMatch(/^node/);
    expect(server.argv.slice(1)).toEqual(['--enable-source-maps', path.join(repo, 'server', 'dist', 'main.js')]);

    // The server and the processes that started it (up to the test runner): no TypeScript runner
    // on a command line, none preloaded through NODE_OPTIONS.
    const byPid = new Map(procs.map((p) => [p.pid, p]));
    for (let p: Proc | undefined = server; p; p = byPid.get(p.ppid)) {
      expect(p.argv.join(' ')).not.toMatch(/\btsx\b|ts-node|\.ts(\s|$)/);
      expect(p.env.find((v) => v.startsWith('NODE_OPTIONS=')) ?? '').not.toMatch(/tsx|ts-node/);
    }
  });
});
