import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * How a column's cells are typed in the workbook (docs/decisions/011-query-input-login-device-and-xlsx.md):
 * - text: a string cell in a column formatted as Text (`@`), so a phone number or UPI reference is
 *   never read as a number (no 9.88E+09, no lost leading zero) and stays text when edited;
 * - datetime / date: a real date cell (a serial number with a date format), sortable and filterable;
 * - number: a number cell; general: whatever the value is.
 */
export type XlsxColumnType = 'text' | 'datetime' | 'date' | 'number' | 'general';

export interface XlsxColumn {
  header: string;
  type: XlsxColumnType;
  width?: number;
}

export type XlsxCell = string | number | boolean | Date | null | undefined;

const NUMBER_FORMAT: Partial<Record<XlsxColumnType, string>> = {
  text: '@',
  datetime: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
};

/** Resolves at the stream's next 'drain' or when it closes (a client that left never drains). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A one-sheet .xlsx written while its rows arrive: exceljs's streaming WorkbookWriter puts each
 * committed row into the zip and forgets it, so memory does not grow with the table. Strings are
 * written inline (no shared-strings table, which would hold every distinct value until the end).
 * exceljs gives no backpressure signal of its own, so after each batch of rows the writer waits
 * while the output (the HTTP response) has more buffered than it wants: a slow download slows the
 * reads instead of filling memory.
 *
 * An xlsx cell is data, never a formula, so text starting with = + - @ needs no guard here (unlike
 * CSV, csv.ts).
 */
export function xlsxStream(sheetName: string, columns: XlsxColumn[], batches: AsyncIterable<XlsxCell[][]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 18,
    style: NUMBER_FORMAT[c.type] ? { numFmt: NUMBER_FORMAT[c.type] } : {},
  }));

  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((cell) => (cell.numFmt = 'General'));
  header.commit();

  async function write() {
    for await (const rows of batches) {
      for (const cells of rows) {
        const row = sheet.addRow(cells.map((value) => (value === undefined ? null : value)));
        row.commit();
      }
      // Let the zip compress what it has, then wait while the response is still full.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
      if (out.destroyed) return; // the client went away: stop reading
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
