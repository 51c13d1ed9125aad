import type { ReactNode } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { VisuallyHidden } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';

/** Loading, a retryable error, or the list (with its live region for moves). */
export function ListState({
  what,
  loadError,
  loading,
  reload,
  announcement,
  children,
}: {
  what: string;
  loadError: string | null;
  loading: boolean;
  reload: () => void;
  announcement: string;
  children: ReactNode;
}) {
  if (loadError) return <LoadFailed what={what} error={loadError} onRetry={reload} />;
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
