import type { Generated } from 'kysely';

/**
 * A submission's fields as table columns: each field of the input schema is the column of its name
 * in snake_case (`coursePage` → `course_page`). The table types (./schema.ts) take these columns
 * from the schema's type, the inserts write them and the lists read them back from the field
 * lists (shared/src/schemas/submitted-fields.ts): a new field is a schema field and a migration.
 */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The columns of a submission's fields: a field the schema lets be left out is filled by the column's default. */
export type SubmittedColumns<Input> = {
  [K in keyof Input & string as SnakeCase<K>]-?: undefined extends Input[K]
    ? Generated<Exclude<Input[K], undefined>>
    : Input[K];
};

export const snakeCase = <S extends string>(key: S): SnakeCase<S> =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<S>;

type ColumnValues<Input, K extends keyof Input & string> = { [F in K as SnakeCase<F>]: Input[F] };

/**
 * The values of `fields` as columns, in the fields' order; a field left out (undefined) is left out,
 * so its column takes its default (the migration's '' for rows from before the field).
 */
export function submittedColumnValues<Input, K extends keyof Input & string>(
  fields: readonly K[],
  input: Input,
): ColumnValues<Input, K> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of columnsOf(fields))
    if (input[field as K] !== undefined) values[column] = input[field as K];
  return values as ColumnValues<Input, K>;
}

type FieldValues<Row, K extends string> = { [F in K]: SnakeCase<F> extends keyof Row ? Row[SnakeCase<F>] : never };

/** A row's columns of `fields`, back under the fields' names: what a list's toItem starts from. */
export function submittedFieldValues<Row extends object, K extends string>(
  row: Row,
  fields: readonly K[],
): FieldValues<Row, K> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of columnsOf(fields)) values[field] = (row as Record<string, unknown>)[column];
  return values as FieldValues<Row, K>;
}

/** Each field with its column, worked out once per field list (a list or an export reads it per row). */
function columnsOf(fields: readonly string[]): readonly (readonly [string, string])[] {
  let pairs = fieldColumns.get(fields);
  if (!pairs) {
    pairs = fields.map((field) => [field, snakeCase(field)] as const);
    fieldColumns.set(fields, pairs);
  }
  return pairs;
}
const fieldColumns = new WeakMap<readonly string[], readonly (readonly [string, string])[]>();
