import type { Kysely, Selectable } from 'kysely';
import { keepCurrentHindi, parseHindiMemory, type HindiMemory } from '@dds/shared/src/schemas/content-hindi';
import type { MediaImage } from '@dds/shared/src/schemas/media';
import {
  leaderEnglishTexts,
  testimonialEnglishTexts,
  type Leader,
  type LeaderInput,
  type Testimonial,
} from '@dds/shared/src/schemas/people';
import type { Db } from '../../db/database';
import type { LeadersTable, TestimonialsTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { claimVersion, type Save } from '../../lib/record-version';
import { imageColumns, nextPosition, toMediaImage } from '../gallery/ordered-rows';
import { bumpContentVersion } from '../site-content/content-version';

/** The leaders' messages of /about1 and the students' testimonials, in the admin's order. */

const toLeader = (r: Selectable<LeadersTable>): Leader => ({
  id: r.id,
  name: r.name,
  role: r.role,
  message: r.message,
  hindi: parseHindiMemory(r.hindi),
  photo: toMediaImage(r),
  createdAt: r.created_at,
  version: r.version,
});
const toTestimonial = (r: Selectable<TestimonialsTable>): Testimonial => ({
  id: r.id,
  name: r.name,
  course: r.course,
  year: r.year,
  quote: r.quote,
  hindi: parseHindiMemory(r.hindi),
  photo: toMediaImage(r),
  createdAt: r.created_at,
  version: r.version,
});

export interface TestimonialRecord {
  name: string;
  course: string;
  year: number;
  quote: string;
  /** Absent: an edit keeps the stored Hindi that still translates the new English. */
  hindi?: HindiMemory;
}

/**
 * The Hindi column an edit writes (docs/decisions/026-hindi.md §3): the Hindi sent, else the stored
 * Hindi that still translates the record's new English — a save without the field (a client that
 * does not know it) cannot wipe the owner's Hindi, and never keeps Hindi of English that is gone.
 */
const hindiToStore = (sent: HindiMemory | undefined, stored: string, englishTexts: string[]): string =>
  JSON.stringify(sent ?? keepCurrentHindi(englishTexts, parseHindiMemory(stored)));

/**
 * What an edit does to the portrait: keep it, replace it, or take it away. Answers the picture the
 * row no longer shows, so the caller can delete its files once nothing else uses them.
 */
export type PortraitUpdate = { keep: true } | { set: MediaImage | null };

/** What each kind of person is saved from and read as. */
export interface People {
  leader: { input: LeaderInput; item: Leader };
  testimonial: { input: TestimonialRecord; item: Testimonial };
}
export type PersonKind = keyof People;

/** Each kind's table (the ordered-list routes and the audit read it too). */
export const PERSON_TABLE = { leader: 'leaders', testimonial: 'testimonials' } as const;
type PeopleTable = (typeof PERSON_TABLE)[PersonKind];

/**
 * Both people tables seen as one, so a kind's table can be named by a variable: Kysely then knows
 * only the columns they share. A row read back is its kind's: `PersonRow` is what the kind's
 * `toItem` is given, and it reads only its own columns.
 */
const people = (db: Db) => db as unknown as Kysely<Record<PeopleTable, LeadersTable | TestimonialsTable>>;
type PersonRow = Selectable<LeadersTable> & Selectable<TestimonialsTable>;

/** How a kind's row reads, and which of its English its Hindi translates. */
const PERSON_KINDS: {
  [K in PersonKind]: {
    toItem: (row: PersonRow) => People[K]['item'];
    englishTexts: (input: People[K]['input']) => string[];
  };
} = {
  leader: { toItem: toLeader, englishTexts: leaderEnglishTexts },
  testimonial: { toItem: toTestimonial, englishTexts: testimonialEnglishTexts },
};

export async function listPeople<K extends PersonKind>(db: Db, kind: K): Promise<Array<People[K]['item']>> {
  const table: PeopleTable = PERSON_TABLE[kind];
  const rows = await people(db).selectFrom(table).selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => PERSON_KINDS[kind].toItem(row as PersonRow));
}

export async function insertPerson<K extends PersonKind>(
  db: Db,
  kind: K,
  input: People[K]['input'],
  photo: MediaImage | null,
): Promise<People[K]['item']> {
  const table: PeopleTable = PERSON_TABLE[kind];
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await people(trx)
      .insertInto(table)
      .values({
        ...input,
        hindi: JSON.stringify(input.hindi ?? {}),
        ...imageColumns(photo),
        position: await nextPosition(trx, table),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return PERSON_KINDS[kind].toItem(row as PersonRow);
  });
}

/**
 * Undefined when there is no such person; otherwise the saved person and the picture it dropped.
 * A save based on an older version than the person's is refused (409) before anything is written.
 */
export async function updatePerson<K extends PersonKind>(
  db: Db,
  kind: K,
  id: number,
  input: People[K]['input'],
  portrait: PortraitUpdate,
  save: Save,
): Promise<{ item: People[K]['item']; dropped: string | null } | undefined> {
  const table: PeopleTable = PERSON_TABLE[kind];
  const { toItem, englishTexts } = PERSON_KINDS[kind];
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, table, id, save))) return undefined;
    const before = await people(trx)
      .selectFrom(table)
      .select(['image_id', 'hindi'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const image = 'set' in portrait ? imageColumns(portrait.set) : {};
    const hindi = hindiToStore(input.hindi, before.hindi, englishTexts(input));
    const row = await people(trx)
      .updateTable(table)
      .set({ ...input, hindi, ...image, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return { item: toItem(row as PersonRow), dropped: before.image_id !== row.image_id ? before.image_id : null };
  });
}
