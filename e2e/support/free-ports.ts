import { execFileSync } from 'node:child_process';

/**
 * `count` free local ports, found once by the first process that asks (kept in `envName`):
 * Playwright's workers and web servers inherit them through the environment.
 */
export function freePortsOnce(envName: string, count: number): number[] {
  process.env[envName] ??= execFileSync(
    process.execPath,
    [
      '-e',
      `const net = require('node:net');
       const servers = Array.from({ length: ${count} }, () => net.createServer());
       Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', () => ok(s.address().port)))))
         .then((ports) => { process.stdout.write(ports.join(',')); servers.forEach((s) => s.close()); });`,
    ],
    { encoding: 'utf8' },
  ).trim();
  return process.env[envName]!.split(',').map(Number);
}
