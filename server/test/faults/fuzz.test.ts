import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './child-server';
import { runFuzz } from './fuzz';

/**
 * Generated malformed requests over real HTTP against every public endpoint of the real server:
 * never a 5xx, never a dropped connection, and the process is still healthy afterwards.
 * A few hundred here; `pnpm bench` sends 10,000+ and also tracks memory.
 */
describe('fuzzing the running server', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-fuzz-'));
    // A shell of its own: jest runs before `pnpm build`, and an unbuilt site answers its pages 503
    // on purpose ("not built yet"), which is not what this test is about.
    const shellDist = path.join(dataDir, 'shell');
    fs.mkdirSync(shellDist);
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      '<!doctype html><html><head><title>DDS</title></head><body><div id="root"></div></body></html>',
    );
    server = await startServer({ env: { DATA_DIR: dataDir, SHELL_DIST: shellDist } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every malformed request without a 5xx and stays up', async () => {
    const result = await runFuzz(server.url, { count: 300, seed: 20260101 });
    expect(result.failures).toEqual([]);
    expect(result.sent).toBe(300);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
