import type { ReactNode } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { Button, Notice, VisuallyHidden } from '../../ui/controls';

/** Loading, a retryable error, or the list (with its live region for moves). */
export function ListState({ what, loadError, loading, reload, announcement, children }: { what: string; loadError: string | null; loading: boolean; reload: () => void; announcement: string; children: ReactNode }) {
  if (loadError) {
    return (
      <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <span>
          Could not load the {what}. {loadError}
        </span>
        <Button type="button" onClick={reload}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (loading) return <p role="status">{MESSAGES.loading}</p>;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {children}
    </>
  );
}
