import type { ZodType } from 'zod';

/**
 * The field lists of a public submission (inquiry, admission, donation), derived from its input
 * schema's fields so that a new field is added once, in the schema (docs/how-to-add.md): the
 * server stores, mails and lists what the schema holds. A field's place is its order in the schema.
 */

/** The honeypot: sent by bots, never stored or passed on. */
const HONEYPOT = 'website';

/** Set by the page the form is on, not typed by the visitor: hidden inputs (and the honeypot). */
const PAGE_SET_FIELDS = ['kind', 'coursePage', 'language', HONEYPOT] as const;

/** What the server keeps of a submission: every field of the schema but the honeypot. */
export type StoredField<Shape> = Exclude<keyof Shape & string, typeof HONEYPOT>;
/** What the visitor types into the form (the fields a plain-HTML post echoes back). */
export type TypedField<Shape> = Exclude<keyof Shape & string, (typeof PAGE_SET_FIELDS)[number]>;

/**
 * A name a form's visitor types into, by name alone (no schema: the public site loads no zod before
 * a form is sent). `formMarker` is the page form's own hidden name.
 */
export const isTypedFieldName = (name: string, formMarker: string): boolean =>
  name !== formMarker && !(PAGE_SET_FIELDS as readonly string[]).includes(name);

export const storedFields = <Shape extends object>(shape: Shape): Array<StoredField<Shape>> =>
  Object.keys(shape).filter((key) => key !== HONEYPOT) as Array<StoredField<Shape>>;

export const typedFields = <Shape extends object>(shape: Shape): Array<TypedField<Shape>> =>
  Object.keys(shape).filter((key) => !(PAGE_SET_FIELDS as readonly string[]).includes(key)) as Array<TypedField<Shape>>;

/** A field the visitor may leave empty: its own rule takes ''. (Rules across fields are the caller's.) */
export const acceptsBlank = (field: ZodType): boolean => field.safeParse('').success;
