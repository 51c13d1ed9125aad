import { useCallback, useState } from 'react';
import type { EditConflict } from '@dds/shared/schemas/versioned';
import { EditConflictError } from './conflict-api';

/**
 * The conflict of a screen's last save, and what was being saved (`pending`: what the admin typed),
 * so Overwrite can send it again with the version the server named and Reload can offer it back.
 */
export function useEditConflict<P>() {
  const [state, setState] = useState<{ conflict: EditConflict; pending: P } | null>(null);
  /** True (and shown) when the failure is a stale save; other failures are the caller's. */
  const caught = useCallback((failure: unknown, pending: P) => {
    if (!(failure instanceof EditConflictError)) return false;
    setState({ conflict: failure.conflict, pending });
    return true;
  }, []);
  const clear = useCallback(() => setState(null), []);
  return { conflict: state?.conflict ?? null, pending: state?.pending, caught, clear };
}
