import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, testDialects } from '../../../test/support/test-app';
import { financialYear, nextReceiptNumber } from './receipt-number';

describe('financialYear: 1 April to 31 March, in IST', () => {
  it('changes at midnight IST on 1 April, which is 18:30 UTC on 31 March', () => {
    expect(financialYear('2027-03-31T18:29:59.999Z')).toBe('2026-27');
    expect(financialYear('2027-03-31T18:30:00.000Z')).toBe('2027-28');
    expect(financialYear('2026-11-27T10:00:00.000Z')).toBe('2026-27');
    expect(financialYear('2099-06-01T00:00:00.000Z')).toBe('2099-00');
  });
});

for (const dialect of testDialects()) {
  describe(`receipt numbers [${dialect}]`, () => {
    it('verifications at the same time get consecutive numbers, none twice; a rolled-back one gives its number back', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-receipts-'));
      const { database, drop, reopen } = await createTestDatabase(dialect, dataDir);
      // PostgreSQL: a second pool, as a second server process would have. SQLite: one connection (a
      // second one in this process would block the thread on the first's write lock: the driver is
      // synchronous; separate processes wait for each other instead, one transaction at a time).
      const other = dialect === 'postgres' ? reopen() : database;
      try {
        const at = '2026-11-27T10:00:00.000Z';
        await expect(
          database.db.transaction().execute(async (trx) => {
            await nextReceiptNumber(trx, at);
            throw new Error('the verification failed');
          }),
        ).rejects.toThrow('the verification failed');
        const numbers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 ? other : database).db.transaction().execute((trx) => nextReceiptNumber(trx, at)),
          ),
        );
        expect([...numbers].sort()).toEqual(
          Array.from({ length: 12 }, (_, i) => `DDS/2026-27/${String(i + 1).padStart(4, '0')}`),
        );
        // A new financial year starts again at 0001.
        expect(
          await database.db.transaction().execute((trx) => nextReceiptNumber(trx, '2027-04-01T00:00:00.000Z')),
        ).toBe('DDS/2027-28/0001');
      } finally {
        if (other !== database) await other.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
