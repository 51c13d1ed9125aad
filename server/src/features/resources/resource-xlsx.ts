import {
  optionLabel,
  type ResourceDefinition,
  type ResourceField,
} from '@dds/shared/src/resources/resource-definition';
import type { XlsxCell, XlsxColumn, XlsxColumnType } from '../../lib/xlsx-stream';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * An instant as India's wall-clock time. A spreadsheet date has no time zone: exceljs writes a Date
 * as its UTC reading, so the instant is moved by +05:30 to show the time the office saw (as the
 * CSV and the screens do).
 */
export function istWallClock(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

/** A calendar day (YYYY-MM-DD, e.g. a date of birth) as a date cell at midnight. */
function calendarDay(value: string): Date | string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : value;
}

function columnType(field: ResourceField | undefined, key: string): XlsxColumnType {
  if (key === 'id') return 'number';
  if (!field) return 'general';
  if (field.kind === 'datetime') return 'datetime';
  if (field.kind === 'date') return 'date';
  if (field.kind === 'money') return 'number';
  if (field.kind === 'phone' || field.kind === 'upiRef' || field.identifier) return 'text';
  return 'general';
}

const WIDTH: Partial<Record<XlsxColumnType, number>> = { datetime: 17, date: 12, number: 11, text: 20 };

/** One cell as the screen shows the value, typed for the spreadsheet (see xlsx-stream.ts). */
function cellOf(
  field: ResourceField | undefined,
  type: XlsxColumnType,
  value: unknown,
  def: ResourceDefinition,
): XlsxCell {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'datetime') return istWallClock(String(value));
  if (type === 'date') return calendarDay(String(value));
  if (type === 'text') return String(value);
  if (type === 'number')
    return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
  if (field?.kind === 'status') return def.statusLabels?.[value as string] ?? String(value);
  if (field?.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field?.options) return optionLabel(field, String(value));
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** The export's columns and row cells, from the same CSV columns of the definition. */
export function xlsxOf<T>(def: ResourceDefinition) {
  const fields = new Map(def.fields.map((f) => [f.key, f]));
  const types = def.csvColumns.map((c) => columnType(fields.get(c.key), c.key));
  return {
    columns: def.csvColumns.map((c, i): XlsxColumn => ({
      header: c.label,
      type: types[i]!,
      width: WIDTH[types[i]!] ?? (c.key === 'message' || c.key === 'notes' ? 40 : 22),
    })),
    cells: (item: T) =>
      def.csvColumns.map((c, i) => cellOf(fields.get(c.key), types[i]!, (item as Record<string, unknown>)[c.key], def)),
  };
}
