import { z } from 'zod';
import { isCalendarDay } from './admin';

/**
 * A lead's next step (docs/decisions/024-follow-ups-replies-and-reports.md): the India calendar day
 * to follow it up and who does. Both optional in a PATCH; `null` clears.
 */
export const FOLLOW_UP_MESSAGES = {
  date: 'Follow-up date must be a date written YYYY-MM-DD',
  assignee: 'Assign the lead to someone who can log in to the panel',
} as const;

export const followUpFields = {
  followUpOn: z.string().refine(isCalendarDay, FOLLOW_UP_MESSAGES.date).nullable().optional(),
  assignedTo: z
    .number({ error: FOLLOW_UP_MESSAGES.assignee })
    .int(FOLLOW_UP_MESSAGES.assignee)
    .positive(FOLLOW_UP_MESSAGES.assignee)
    .nullable()
    .optional(),
};

/** What a lead's item carries (absent from servers before decision 024). */
export const followUpItemFields = {
  followUpOn: z.string().nullable().optional(),
  assignedTo: z.number().nullable().optional(),
};

/** Someone a lead can be assigned to: GET /api/admin/assignees (every admin may read it). */
export interface Assignee {
  id: number;
  email: string;
}
