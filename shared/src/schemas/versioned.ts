import { z } from 'zod';
import { indiaTime } from './india-time';

/**
 * No silent overwrites (docs/decisions/012-no-silent-overwrites.md). Every record an admin edits,
 * and the settings, carry a `version` that goes up by one with each save. A save sends back the
 * version its form was loaded with; if someone saved in between, the server refuses with 409 and
 * says who and when, so the admin chooses: reload, or overwrite (send again with the new version).
 */

/** What a save sends: the version its form started from (a multipart form sends it as text). */
export const baseVersionSchema = z.coerce
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .positive('version must be positive');

/** The save that got in first: the record's version now, and who made it when. */
export interface EditConflict {
  version: number;
  /** An admin's e-mail; null when the record was never saved by an admin. */
  changedBy: string | null;
  changedAt: string | null;
}

/** The body of a 409 answer to a stale save. */
export interface EditConflictAnswer {
  message: string;
  conflict: EditConflict;
}

export const isEditConflictAnswer = (data: unknown): data is EditConflictAnswer =>
  !!data &&
  typeof data === 'object' &&
  'conflict' in data &&
  typeof (data as EditConflictAnswer).conflict?.version === 'number';

/** When a conflicting save was made, in India time ("an unknown time" without one). */
export const conflictTime = (changedAt: string | null): string =>
  (changedAt && indiaTime(changedAt)) || 'an unknown time';

/** "Changed by X at T while you were editing — reload, or overwrite": the same words on the server and in the panel. */
export function editConflictMessage(conflict: Pick<EditConflict, 'changedBy' | 'changedAt'>): string {
  return `Changed by ${conflict.changedBy ?? 'another admin'} at ${conflictTime(conflict.changedAt)} while you were editing — reload, or overwrite`;
}

/** A record's version in the admin's answers (absent in the public site's copies and older answers). */
export const recordVersion = z.number().int().positive().optional();
