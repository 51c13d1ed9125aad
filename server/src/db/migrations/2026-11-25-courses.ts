import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { INITIAL_COURSES } from './2026-11-25-courses.data';

// Frozen in time: this file must never import application code.

/**
 * Courses as records the admin edits (decision 021), filled with the courses of docs/contract.md so a fresh
 * install (and an existing one, upgraded) shows exactly what the content modules showed before.
 * Lists (modes, batches, syllabus) are JSON text, the same in both dialects; flags are 0/1.
 * Admissions and inquiries keep the course *name* as submitted: nothing refers to a course id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('courses')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee', 'integer')
    .addColumn('fee_from', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('batches', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('eligibility', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('syllabus', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('featured_order', 'integer')
    .addColumn('grid_order', 'integer')
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('in_admission_catalogue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  // Fee and batch timings are left unset: the institute enters its own (the site never shows a made-up fee).
  await db
    .insertInto('courses')
    .values(
      INITIAL_COURSES.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        short_name: c.shortName,
        modes: JSON.stringify(c.modes),
        description: c.description,
        duration: c.duration,
        fee: null,
        fee_from: 0,
        batches: '[]',
        eligibility: c.eligibility,
        syllabus: JSON.stringify(c.syllabus),
        icon: c.icon,
        sort_order: i + 1,
        featured_order: c.featuredOrder,
        grid_order: c.gridOrder,
        visible: 1,
        in_admission_catalogue: c.inAdmissionCatalogue ? 1 : 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Pages rendered before the courses existed are stale.
  await sql`update content_state set version = version + 1, updated_at = ${now} where id = 1`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('courses').execute();
}
