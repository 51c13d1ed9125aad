import {
  optionLabel,
  type ResourceDefinition,
  type ResourceField,
} from '@dds/shared/src/resources/resource-definition';
import { csvIdentifier, csvIstDateTime } from '../../lib/csv';

/** One cell as the screen shows the value: IST times, labels instead of codes, identifiers kept whole. */
function cellOf(field: ResourceField | undefined, value: unknown, def: ResourceDefinition): unknown {
  if (!field || value === null || value === undefined) return value;
  if (field.kind === 'datetime') return csvIstDateTime(value as string);
  if (field.kind === 'phone' || field.kind === 'upiRef' || field.identifier) return csvIdentifier(value as string);
  if (field.kind === 'status') return def.statusLabels?.[value as string] ?? value;
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field.options) return optionLabel(field, String(value));
  return value;
}

/** The export's header and row cells, from the definition's CSV columns. */
export function csvOf<T>(def: ResourceDefinition) {
  const fields = new Map(def.fields.map((f) => [f.key, f]));
  return {
    header: def.csvColumns.map((c) => c.label),
    cells: (item: T) =>
      def.csvColumns.map((c) => cellOf(fields.get(c.key), (item as Record<string, unknown>)[c.key], def)),
  };
}
