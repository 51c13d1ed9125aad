import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCrashScenario } from './crash';

/**
 * The real server (child process, SQLite in a temp DATA_DIR) is SIGKILLed while clients submit
 * inquiries, donation screenshots and certificate PDFs: no acknowledged submission may be lost
 * (uploads with their bytes on disk), the database must stay intact, and every restart must clear
 * what the kills left behind (unfinished parts, files without a row).
 * Small here (3 kills); `pnpm bench` runs the same scenario with 20+.
 */
describe('crash recovery (SIGKILL while submitting)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-crash-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged submission and upload, clears crash leftovers at restart, and passes the integrity check', async () => {
    const result = await runCrashScenario({ dataDir, kills: 3 });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.missing).toEqual([]);
    expect(result.donations.acknowledged).toBeGreaterThan(0);
    expect(result.donations.missing).toEqual([]);
    expect(result.certificates.acknowledged).toBeGreaterThan(0);
    expect(result.certificates.missing).toEqual([]);
    expect(result.leftoversAfterRestart).toEqual([]);
    expect(result.leftoversAtEnd).toEqual([]);
    expect(result.integrity).toBe('ok');
  }, 120_000);
});
