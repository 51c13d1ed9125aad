import ExcelJS from 'exceljs';
import { xlsxStream, type XlsxCell } from './xlsx-stream';

// The writer consumes rows as they arrive and no faster than the file is read: the export's query
// is pulled batch by batch, never gathered into one array.

const BATCH = 500;
const BATCHES = 40;

function source() {
  const state = { yielded: 0 };
  async function* batches(): AsyncGenerator<XlsxCell[][]> {
    for (let b = 0; b < BATCHES; b += 1) {
      state.yielded += 1;
      yield Array.from({ length: BATCH }, (_, i) => [
        `${9_000_000_000 + b * BATCH + i}`,
        new Date(Date.UTC(2026, 0, 1, 0, b)),
        `Student ${b}-${i} with a longer name to fill the sheet`,
      ]);
    }
  }
  return { state, batches: batches() };
}

const columns = [
  { header: 'Phone', type: 'text' as const },
  { header: 'Received', type: 'datetime' as const },
  { header: 'Name', type: 'general' as const },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it('pulls rows only as fast as the file is read (a reader that stops stops the query)', async () => {
  const { state, batches } = source();
  const stream = xlsxStream('Rows', columns, batches);
  await settle();
  const whileNobodyReads = state.yielded;
  expect(whileNobodyReads).toBeLessThan(BATCHES / 2);

  const file = await readAll(stream);
  expect(state.yielded).toBe(BATCHES);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(BATCH * BATCHES + 1);
  expect(sheet.getRow(BATCH * BATCHES + 1).getCell(1).value).toBe(`${9_000_000_000 + BATCH * BATCHES - 1}`);
});

it('stops reading rows when the download is abandoned', async () => {
  const { state, batches } = source();
  const stream = xlsxStream('Rows', columns, batches);
  await settle();
  stream.destroy();
  await settle();
  expect(state.yielded).toBeLessThan(BATCHES / 2);
});

it('ends the file with an error (never a truncated success) when the rows fail', async () => {
  async function* failing(): AsyncGenerator<XlsxCell[][]> {
    yield [['1', null, 'a']];
    throw new Error('database went away');
  }
  await expect(readAll(xlsxStream('Rows', columns, failing()))).rejects.toThrow('database went away');
});
