import { COURSE_MODES, type CourseMode } from '@dds/shared/schemas';
import type { HindiMemory } from '@dds/shared/schemas/content-hindi';
import { courseInputSchema, type Course, type CourseIcon, type CourseInput } from '@dds/shared/schemas/course';

/** The form's values: the fee is what was typed (e.g. "12,500"), lists are edited row by row. */
export interface CourseFormValues {
  name: string;
  slug: string;
  shortName: string;
  modes: CourseMode[];
  description: string;
  duration: string;
  fee: string;
  feeFrom: boolean;
  batches: string[];
  eligibility: string;
  syllabus: string[];
  icon: CourseIcon;
  visible: boolean;
  featured: boolean;
  inLandingGrid: boolean;
  inAdmissionCatalogue: boolean;
  /** The Hindi of its texts, by the English each translates (the Hindi boxes; docs/decisions/026-hindi.md §3). */
  hindi: HindiMemory;
}

export const NEW_COURSE: CourseFormValues = {
  name: '',
  slug: '',
  shortName: '',
  modes: ['Offline'],
  description: '',
  duration: '',
  fee: '',
  feeFrom: false,
  batches: [],
  eligibility: '',
  syllabus: [],
  icon: 'monitor',
  visible: true,
  featured: false,
  inLandingGrid: false,
  inAdmissionCatalogue: true,
  hindi: {},
};

export function valuesOf(course: Course): CourseFormValues {
  const { id: _id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, fee, ...rest } = course;
  return { ...rest, fee: fee === null ? '' : String(fee), hindi: rest.hindi ?? {} };
}

/** "₹ 12,500" → 12500; empty → no fee; anything else is left for the schema to refuse. */
function feeOf(typed: string): number | null {
  const bare = typed.replace(/[₹,\s]/g, '');
  if (bare === '') return null;
  return /^\d+$/.test(bare) ? Number(bare) : Number.NaN;
}

export function inputOf(values: CourseFormValues): CourseInput {
  return { ...values, modes: COURSE_MODES.filter((m) => values.modes.includes(m)), fee: feeOf(values.fee) };
}

/** Field → message ('batches.2' for the third batch), from the same schema the server uses. */
export function problemsOf(values: CourseFormValues): Record<string, string> {
  const result = courseInputSchema.safeParse(inputOf(values));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    problems[key] ??= issue.message;
  }
  return problems;
}
