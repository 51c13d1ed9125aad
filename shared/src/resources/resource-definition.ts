/**
 * One resource definition per admin list (docs/admin-guide.md): fields, labels, list columns, filters, sort
 * keys, CSV columns, editable fields and status workflow in one place. The server's list / record /
 * update / bulk / export routes and the admin's list and record screens are generic over these, so a
 * fifth list costs a definition, not a copy. No zod and no React here: both sides import it.
 */
import { ADMIN_LISTS, adminListPath, type ResourceName } from './admin-lists';

export type { ResourceName } from './admin-lists';

export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'longtext'
  | 'datetime'
  | 'date'
  | 'money'
  | 'course'
  | 'status'
  | 'boolean'
  | 'file'
  | 'upiRef';

export interface ResourceField {
  key: string;
  label: string;
  kind: FieldKind;
  /** Stored code → label as the screen shows it (a code not listed is shown as stored). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** A value that is an identifier (roll number): exported as text so Excel keeps it whole. */
  identifier?: boolean;
}

export type ResourceFilter = 'status' | 'course' | 'date' | 'verified' | 'duplicate' | 'language';

export interface ResourceDefinition {
  name: ResourceName;
  /** 'Inquiry' */
  singular: string;
  /** 'Inquiries' */
  plural: string;
  /** `/api/admin/<name>` (API_PATHS[name]), filled in by `defineResource`. */
  apiPath: string;
  /** The admin screen, `ADMIN_LISTS[name]` (spec routes: /admin/admission, /admin/donationdetails), filled in by `defineResource`. */
  adminPath: string;
  /**
   * Every field, in record-view order. A submitted field (below) not listed is added after the last
   * one listed, labelled by its key in words (`fieldLabel`).
   */
  fields: ResourceField[];
  /**
   * The fields the visitor sends: the submission schema's, without the honeypot (its order). The
   * office's e-mail and the CSV export show each one, so a new field of the schema needs no list
   * here (docs/how-to-add.md). Absent for a list nobody submits (certificates).
   */
  submittedFields?: readonly string[];
  /**
   * The few field keys that decide, shown in the table (≤ 5, plus the submission's language: a short
   * word that tells who answers it); the rest lives in the record view.
   */
  listColumns: string[];
  titleField: string;
  searchFields: string[];
  filters: ResourceFilter[];
  sortKeys: string[];
  /** The export's columns, in the office's spreadsheets' order; a submitted field not listed is added at the end. */
  csvColumns: Array<{ key: string; label: string }>;
  /** Contact fields an admin may correct, validated with the submission schema's field schemas. */
  editableContactFields: string[];
  statuses?: readonly string[];
  statusLabels?: Record<string, string>;
  /** Statuses that need a confirmation (or an Undo) before they apply. */
  confirmStatuses?: string[];
  /** Deletion moves the row to the Trash (restorable) instead of removing it. */
  softDelete: boolean;
}

/**
 * A definition whose keys are checked against the entity type at compile time (the unit test
 * checks them against the zod schema at run time too).
 */
export interface TypedResourceDefinition<T> extends ResourceDefinition {
  fields: Array<ResourceField & { key: keyof T & string }>;
  listColumns: Array<keyof T & string>;
  titleField: keyof T & string;
  searchFields: Array<keyof T & string>;
  sortKeys: Array<keyof T & string>;
  csvColumns: Array<{ key: keyof T & string; label: string }>;
  editableContactFields: Array<keyof T & string>;
  submittedFields?: ReadonlyArray<keyof T & string>;
  /** Never set: carries the record type, so the API client's `ListItem` reads it from the definition. */
  readonly itemType?: T;
}

/**
 * A field's label when its definition gives none: its key in words ('postalCode' → 'Postal code'),
 * the default Payload's collection fields and react-admin's fields use too.
 */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A definition whose submitted fields all show: each one its `fields` do not list joins them after
 * the last submitted field they do (a one-line text), and each one its `csvColumns` do not list
 * joins them at the end, so the office's spreadsheets keep their columns where they were.
 */
export function defineResource<T>(
  written: Omit<TypedResourceDefinition<T>, 'apiPath' | 'adminPath'>,
): TypedResourceDefinition<T> {
  // A list's addresses follow from its name (./admin-lists.ts): one place to write them.
  const definition = { ...written, apiPath: adminListPath(written.name), adminPath: ADMIN_LISTS[written.name] };
  const submitted = definition.submittedFields ?? [];
  const listed = (key: string) => definition.fields.some((f) => f.key === key);
  const lastSubmitted = definition.fields.reduce((last, f, i) => (submitted.includes(f.key) ? i : last), -1);
  const unlisted = submitted
    .filter((key) => !listed(key))
    .map((key) => ({ key, label: fieldLabel(key), kind: 'text' as const }));
  const unexported = submitted
    .filter((key) => !definition.csvColumns.some((c) => c.key === key))
    .map((key) => ({ key, label: fieldLabel(key) }));
  return {
    ...definition,
    fields: [
      ...definition.fields.slice(0, lastSubmitted + 1),
      ...unlisted,
      ...definition.fields.slice(lastSubmitted + 1),
    ],
    csvColumns: [...definition.csvColumns, ...unexported],
  };
}

/** 'contacted' → 'Contacted', as the screens and the CSV show a status. */
export const statusLabelsOf = (statuses: readonly string[]): Record<string, string> =>
  Object.fromEntries(statuses.map((s) => [s, s.charAt(0).toUpperCase() + s.slice(1)]));

/** A field's value as the screen shows it: the option's label, or the value as stored. */
export function optionLabel(field: Pick<ResourceField, 'options'>, value: string): string {
  return field.options?.find((o) => o.value === value)?.label ?? value;
}
