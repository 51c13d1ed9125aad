import { z } from 'zod';
import { COURSE_MODES, COURSE_MODE_MESSAGE } from './course-modes';
import { multilineText, optionalText, requiredText } from './common';
import { keepCurrentHindi, type HindiMemory } from './content-hindi';
import { hindiMemorySchema } from './content-hindi-schema';

/**
 * Courses are records the admin edits (decision 021). Every course list of docs/contract.md is a query over
 * them (see the list functions below):
 * - the Offline and Online pages: visible courses taught in that mode, in course order;
 * - the admission catalogue: names of visible courses marked "in the admission catalogue", in
 *   course order, each name once (a course taught both ways may be two records of one name);
 * - the home page's featured list and course grid: visible courses placed there, in the list's own
 *   order, shown by their short name (the contract's "ADCA" is the course "ADCA + CCC").
 * A course with no mode is listed on neither course page but still has its own page and can be
 * featured (the contract's featured "Graphic Design").
 */

/** The public site's icon names a course card can show (public-site/src/ui/icon.tsx draws them). */
export const COURSE_ICONS = [
  'monitor',
  'layers',
  'award',
  'calculator',
  'keyboard',
  'book',
  'megaphone',
  'code',
  'atom',
  'chat',
  'briefcase',
  'users',
  'globe',
  'palette',
  'pen',
  'film',
  'chart',
  'search',
  'star',
  'target',
  'shield',
  'clock',
] as const;
export type CourseIcon = (typeof COURSE_ICONS)[number];

export const COURSE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_BATCHES = 12;
export const MAX_SYLLABUS_POINTS = 40;
/** ₹1 crore: far above any course fee, low enough to catch a slip of the keyboard. */
export const MAX_COURSE_FEE = 10_000_000;

/** A page address from a name: "Tally + GST" → "tally-gst", "C++" → "c" (give C++ its own). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const textList = (label: string, itemMax: number, max: number) =>
  z
    .array(requiredText(label, itemMax), { error: `${label} must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()} entries`);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** What the admin edits in the course form (the server keeps id and positions). */
export const courseInputSchema = z
  .object({
    name: requiredText('Name', 120),
    /** Empty: made from the name. */
    slug: optionalText('Page address', 80)
      .transform((v) => v.toLowerCase())
      .refine(
        (v) => v === '' || COURSE_SLUG_PATTERN.test(v),
        'Page address may hold only lowercase letters, digits and single hyphens (e.g. tally-gst)',
      ),
    shortName: optionalText('Short name', 40),
    modes: z
      .array(z.enum(COURSE_MODES, { error: COURSE_MODE_MESSAGE }), { error: 'Modes must be a list' })
      .max(2)
      .refine((modes) => new Set(modes).size === modes.length, 'Each mode only once')
      // Stored and shown in one order, whichever order they were ticked in.
      .transform((modes) => COURSE_MODES.filter((m) => modes.includes(m))),
    description: multilineText('Description', 600)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, 'Description is required'),
    duration: optionalText('Duration', 60),
    fee: z
      .number({ error: 'Fee must be a whole number of rupees' })
      .int('Fee must be a whole number of rupees')
      .min(0, 'Fee cannot be negative')
      .max(MAX_COURSE_FEE, `Fee must be at most ₹${MAX_COURSE_FEE.toLocaleString('en-IN')}`)
      .nullable(),
    feeFrom: flag('"From" fee'),
    batches: textList('Batch', 100, MAX_BATCHES),
    eligibility: optionalText('Eligibility', 300),
    syllabus: textList('Syllabus point', 200, MAX_SYLLABUS_POINTS),
    icon: z.enum(COURSE_ICONS, { error: 'Icon must be one of the listed icons' }),
    visible: flag('Visible'),
    featured: flag('Featured'),
    inLandingGrid: flag('Home page grid'),
    inAdmissionCatalogue: flag('Admission catalogue'),
    /** The Hindi of its texts, by the English each translates (./content-hindi); absent = keep the stored. */
    hindi: hindiMemorySchema(600),
  })
  .transform((course) => ({
    ...course,
    slug: course.slug || slugify(course.name),
    feeFrom: course.fee === null ? false : course.feeFrom,
    hindi: course.hindi && keepCurrentHindi(courseEnglishTexts(course), course.hindi),
  }))
  .refine((course) => course.slug !== '', {
    message: 'Page address is required: the name has no letters or digits to make one from',
    path: ['slug'],
  });
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseFields = z.output<typeof courseInputSchema>;

/** Every text of a course a Hindi page shows, in English (what its Hindi translates). */
export function courseEnglishTexts(
  course: Record<'name' | 'shortName' | 'description' | 'duration' | 'eligibility', string> &
    Record<'batches' | 'syllabus', readonly string[]>,
): string[] {
  const { name, shortName, description, duration, eligibility, batches, syllabus } = course;
  return [name, shortName, description, duration, eligibility, ...batches, ...syllabus];
}

/** The quick switches of the course list. */
export const courseFlagsSchema = z
  .object({ visible: flag('Visible'), featured: flag('Featured'), inLandingGrid: flag('Home page grid') })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change: give visible, featured or inLandingGrid');
export type CourseFlags = z.infer<typeof courseFlagsSchema>;

/** The orders the admin arranges: all courses, the home page's featured list, the home page grid. */
export const COURSE_ORDER_LISTS = ['courses', 'featured', 'grid'] as const;
export type CourseOrderList = (typeof COURSE_ORDER_LISTS)[number];
export const courseReorderSchema = z.object({
  list: z.enum(COURSE_ORDER_LISTS, { error: 'List must be courses, featured or grid' }),
  ids: z.array(z.number().int().positive(), { error: 'ids must be a list of course ids' }).max(1000),
});

export interface Course extends Omit<CourseFields, 'hindi'> {
  id: number;
  /** The owner's Hindi of its texts (./content-hindi); `{}` when none. */
  hindi: HindiMemory;
  /** Place among all courses (course pages, admission catalogue). */
  order: number;
  /** Place in the home page's featured list; null when not featured. */
  featuredOrder: number | null;
  /** Place in the home page's course grid; null when not in it. */
  gridOrder: number | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back with a save; a save based on an older version is refused (./versioned). */
  version?: number;
}

/**
 * What the public pages get: visible courses only, without the admin's timestamps and version; an
 * English page's copy leaves out the Hindi (it never shows it).
 */
export type PublicCourse = Omit<Course, 'createdAt' | 'updatedAt' | 'version' | 'hindi'> & { hindi?: HindiMemory };

export {
  admissionCatalogue,
  coursePath,
  coursesInMode,
  featuredCourses,
  findCourseBySlug,
  formatCourseFee,
  homeName,
  landingGridCourses,
} from './course-lists';
