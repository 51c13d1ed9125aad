import type { ReactNode } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import { VisuallyHidden } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';
import { uiText } from '../../ui/ui-text';

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
  const t = useAdminText(uiText);
  if (loadError) return <LoadFailed what={what} error={loadError} onRetry={reload} />;
  if (loading) return <p role="status">{t('common.loading')}</p>;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {children}
    </>
  );
}
