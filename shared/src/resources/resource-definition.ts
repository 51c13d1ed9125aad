/**
 * One resource definition per admin list (issue 13): fields, labels, list columns, filters, sort
 * keys, CSV columns, editable fields and status workflow in one place. The server's list / record /
 * update / bulk / export routes and the admin's list and record screens are generic over these, so a
 * fifth list costs a definition, not a copy. No zod and no React here: both sides import it.
 */
export type ResourceName = 'inquiries' | 'admissions' | 'donations' | 'certificates';

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
  /** API_PATHS[name] */
  apiPath: string;
  /** The admin screen (spec routes: /admin/admission, /admin/donationdetails). */
  adminPath: string;
  /** Every field, in record-view order. */
  fields: ResourceField[];
  /**
   * The few field keys that decide, shown in the table (≤ 5, plus the submission's language: a short
   * word that tells who answers it); the rest lives in the record view.
   */
  listColumns: string[];
  titleField: string;
  searchFields: string[];
  filters: ResourceFilter[];
  sortKeys: string[];
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
}

export const defineResource = <T>(definition: TypedResourceDefinition<T>): TypedResourceDefinition<T> => definition;

/** 'contacted' → 'Contacted', as the screens and the CSV show a status. */
export const statusLabelsOf = (statuses: readonly string[]): Record<string, string> =>
  Object.fromEntries(statuses.map((s) => [s, s.charAt(0).toUpperCase() + s.slice(1)]));

/** A field's value as the screen shows it: the option's label, or the value as stored. */
export function optionLabel(field: Pick<ResourceField, 'options'>, value: string): string {
  return field.options?.find((o) => o.value === value)?.label ?? value;
}
