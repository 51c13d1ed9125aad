import { editConflictMessage, isEditConflictAnswer, type EditConflict } from '@dds/shared/schemas/versioned';

/*
 * A stale save's 409 carries who saved in between and when (docs/decisions/012-no-silent-overwrites.md).
 * The page's shared http client turns failures into errors with a message only, and it is a
 * shell-provided singleton we do not widen for this; so a versioned save lets a 409 through as an
 * answer and reads its body here.
 */

/** Request options of a versioned save: a 409 is answered, not thrown. */
export const LET_CONFLICT_THROUGH = {
  validateStatus: (status: number) => (status >= 200 && status < 300) || status === 409,
};

/** Someone saved the record since this screen loaded it. */
export class EditConflictError extends Error {
  constructor(readonly conflict: EditConflict) {
    super(editConflictMessage(conflict));
    this.name = 'EditConflictError';
  }
}

/** The saved record, or an EditConflictError for a 409. */
export function unlessConflict<T>(response: { status: number; data: unknown }): T {
  if (response.status === 409) {
    if (isEditConflictAnswer(response.data)) throw new EditConflictError(response.data.conflict);
    throw new Error((response.data as { message?: string } | undefined)?.message ?? 'Request failed (409)');
  }
  return response.data as T;
}
