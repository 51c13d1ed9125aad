// No zod here: the public inquiry form imports this module alone.

/**
 * Who is asking: a student about a course (docs/contract.md §3: the course is required), or a business about
 * a project on a services page (no course; optionally which service the project is about).
 */
export const INQUIRY_KINDS = ['student', 'business'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** "What is your project about?" on the business inquiry: the services pages, value → label. */
export const BUSINESS_TOPICS = [
  { value: 'digital', label: 'Digital Marketing' },
  { value: 'social', label: 'Social Media Marketing' },
  { value: 'seo', label: 'SEO' },
  { value: 'content', label: 'Content Writing' },
  { value: 'web', label: 'Web Development' },
  { value: 'graphic', label: 'Graphic Design' },
  { value: 'videoediting', label: 'Video Editing' },
  { value: 'other', label: 'Something else' },
] as const;
