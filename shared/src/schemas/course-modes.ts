// Plain data (no zod): public pages list courses by mode at first paint.
/** The one list of course modes: the admission form's radios, the course editor's boxes, the schemas' rule. */
export const COURSE_MODES = ['Online', 'Offline'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];

/** "A or B", "A, B or C": how the schemas' messages name a list of choices. */
const orList = (choices: readonly string[]): string =>
  choices.length < 2 ? (choices[0] ?? '') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;

/**
 * What the server answers a mode not in the list with (docs/contract.md §5 keeps English words as
 * they are: today "Mode must be Online or Offline"); the public site recognises it by this text.
 */
export const COURSE_MODE_MESSAGE = `Mode must be ${orList(COURSE_MODES)}`;
