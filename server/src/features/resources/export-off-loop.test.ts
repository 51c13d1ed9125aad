import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { parseListQuery } from '../../lib/list-query';
import { describeEachDialect } from '../../../test/support/test-app';
import { inquiryTable } from '../inquiries/inquiry.table';
import { csvExport } from './resource-export';

const ROWS = 6000;

async function text(stream: Readable): Promise<string> {
  let all = '';
  for await (const piece of stream) all += typeof piece === 'string' ? piece : (piece as Buffer).toString('utf8');
  return all;
}

/** How long the event loop was busy (not idle) while `work` ran, in ms of its own time. */
async function eventLoopBusyDuring(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).active;
}

describeEachDialect('a CSV export is read and formatted by a worker, off the event loop', (app) => {
  beforeAll(async () => {
    const t = app();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let first = 0; first < ROWS; first += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const i = first + k;
        // Cells of every kind the CSV formats: a date, an identifier, a label, free text with a comma, quotes and a formula start.
        return {
          name: `Name ${i}, "quoted"`,
          email: `e${i}@off.test`,
          phone: '+91 98765 43210',
          course: 'spoken',
          kind: 'student',
          message: i % 2 ? '=1+1' : 'नमस्ते',
          status: 'contacted' as const,
          notes: '',
          status_changed_at: null,
          created_at: new Date(start + i * 60_000).toISOString(),
        };
      });
      await t.database.db.insertInto('inquiries').values(rows).execute();
    }
  }, 60_000);

  const query = parseListQuery({ sort: 'createdAt', order: 'asc' });
  const inWorker = () => text(csvExport(app().database, inquiryTable, query, { gzip: false }).body);
  // Without the worker: the rows come to the event loop and are formatted there.
  const onLoop = () => text(csvExport({ streams: app().database.streams }, inquiryTable, query, { gzip: false }).body);

  it('writes the very same file as formatting on the event loop', async () => {
    const [worker, loop] = [await inWorker(), await onLoop()];
    expect(worker.split('\r\n')).toHaveLength(ROWS + 2);
    expect(worker.startsWith('\ufeff')).toBe(true);
    expect(worker).toBe(loop);
  }, 60_000);

  it('keeps the event loop busy for a fraction of the time formatting on it takes', async () => {
    await inWorker(); // workers started, statements prepared: what follows is the export alone
    await onLoop();
    let worker = 0;
    let loop = 0;
    for (let run = 0; run < 3; run++) {
      worker += await eventLoopBusyDuring(inWorker);
      loop += await eventLoopBusyDuring(onLoop);
    }
    expect(worker).toBeLessThan(loop * 0.5);
  }, 60_000);
});
