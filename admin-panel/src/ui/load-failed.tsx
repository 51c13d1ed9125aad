import { useAdminText } from '../i18n/admin-text';
import { Button, Notice } from './controls';
import { uiText } from './ui-text';

/** A screen's data did not come: what failed, the reason, and a way to ask again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  const t = useAdminText(uiText);
  return (
    <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
      <span>{t('common.loadFailed', { what, reason: error })}</span>
      <Button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Notice>
  );
}
