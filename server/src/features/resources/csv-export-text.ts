import type { ResourceName } from '@dds/shared/src/resources/resource-definition';
import type { TextFormat } from '../../db/read-pool/read-worker';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { csvOf } from './resource-csv';
import type { LooseRow, ResourceTable } from './resource-table';

/**
 * An export's CSV text from its table's rows, chunk by chunk: what a SQLite read worker runs
 * (src/read-worker.ts), so the same lines as csvStream's come out without the event loop
 * formatting them. The first chunk starts with the BOM and the header.
 */
export function csvExportText(
  tables: Record<ResourceName, Pick<ResourceTable<unknown>, 'definition' | 'toItem'>>,
): TextFormat {
  const formats = new Map<string, { header: string; cells: (item: unknown) => unknown[] }>();
  return (rows: LooseRow[], table: string, first: boolean) => {
    const rt = tables[table as ResourceName];
    if (!rt) throw new Error(`no exported table ${table}`);
    let csv = formats.get(table);
    if (!csv) {
      const { header, cells } = csvOf(rt.definition);
      csv = { header: CSV_BOM + csvLine(header), cells };
      formats.set(table, csv);
    }
    let text = first ? csv.header : '';
    for (const row of rows) text += csvLine(csv.cells(rt.toItem(row)));
    return text;
  };
}
