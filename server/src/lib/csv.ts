import { Readable } from 'node:stream';

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe (OWASP "CSV injection"); quotes are doubled and the cell quoted when needed.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',') + '\r\n';

/** Streams header + rows, pulling rows page by page so memory stays flat for any table size. */
export function csvStream<T>(header: string[], toCells: (row: T) => unknown[], pages: () => AsyncIterable<T[]>): Readable {
  async function* lines() {
    yield '\ufeff' + csvLine(header); // BOM: Excel then reads UTF-8 names correctly
    for await (const page of pages()) {
      let chunk = '';
      for (const row of page) chunk += csvLine(toCells(row));
      if (chunk) yield chunk;
    }
  }
  return Readable.from(lines());
}
