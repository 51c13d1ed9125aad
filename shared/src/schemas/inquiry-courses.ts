// The inquiry form's course options as plain data: the form renders them at first paint, while the
// zod schema that checks them (./inquiry) loads only when a form is sent.

/** docs/contract.md §3: the three inquiry course options, value → label. */
export const INQUIRY_COURSES = [
  { value: 'spoken', label: 'Spoken English' },
  { value: 'computer', label: 'Computer Course' },
  { value: 'both', label: 'Both' },
] as const;
