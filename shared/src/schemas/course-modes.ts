// Plain data (no zod): public pages list courses by mode at first paint.
export const COURSE_MODES = ['Online', 'Offline'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
