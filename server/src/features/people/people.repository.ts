import type { Selectable } from 'kysely';
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

export async function listLeaders(db: Db): Promise<Leader[]> {
  return (await db.selectFrom('leaders').selectAll().orderBy('position').orderBy('id').execute()).map(toLeader);
}

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  return (await db.selectFrom('testimonials').selectAll().orderBy('position').orderBy('id').execute()).map(
    toTestimonial,
  );
}

export async function insertLeader(db: Db, input: LeaderInput, photo: MediaImage | null): Promise<Leader> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('leaders')
      .values({
        ...input,
        hindi: JSON.stringify(input.hindi ?? {}),
        ...imageColumns(photo),
        position: await nextPosition(trx, 'leaders'),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return toLeader(row);
  });
}

export async function insertTestimonial(
  db: Db,
  input: TestimonialRecord,
  photo: MediaImage | null,
): Promise<Testimonial> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('testimonials')
      .values({
        ...input,
        hindi: JSON.stringify(input.hindi ?? {}),
        ...imageColumns(photo),
        position: await nextPosition(trx, 'testimonials'),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return toTestimonial(row);
  });
}

/**
 * Undefined when there is no such leader; otherwise the saved leader and the picture it dropped.
 * A save based on an older version than the leader's is refused (409) before anything is written.
 */
export async function updateLeader(db: Db, id: number, input: LeaderInput, portrait: PortraitUpdate, save: Save) {
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'leaders', id, save))) return undefined;
    const before = await trx
      .selectFrom('leaders')
      .select(['image_id', 'hindi'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const image = 'set' in portrait ? imageColumns(portrait.set) : {};
    const hindi = hindiToStore(input.hindi, before.hindi, leaderEnglishTexts(input));
    const row = await trx
      .updateTable('leaders')
      .set({ ...input, hindi, ...image, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return { item: toLeader(row), dropped: before.image_id !== row.image_id ? before.image_id : null };
  });
}

export async function updateTestimonial(
  db: Db,
  id: number,
  input: TestimonialRecord,
  portrait: PortraitUpdate,
  save: Save,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'testimonials', id, save))) return undefined;
    const before = await trx
      .selectFrom('testimonials')
      .select(['image_id', 'hindi'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const image = 'set' in portrait ? imageColumns(portrait.set) : {};
    const hindi = hindiToStore(input.hindi, before.hindi, testimonialEnglishTexts(input));
    const row = await trx
      .updateTable('testimonials')
      .set({ ...input, hindi, ...image, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return { item: toTestimonial(row), dropped: before.image_id !== row.image_id ? before.image_id : null };
  });
}
