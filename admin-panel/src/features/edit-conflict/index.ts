export { EditConflictError, LET_CONFLICT_THROUGH, unlessConflict } from './conflict-api';
export { EditConflictNotice, FormConflict } from './edit-conflict-notice';
export { useEditConflict } from './use-edit-conflict';
