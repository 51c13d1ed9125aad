import { useAdminText } from '../i18n/admin-text';
import { useServerAnswer } from '../i18n/server-answers';
import { Button, Notice } from './controls';
import { uiText } from './ui-text';

/** A screen's data did not come: what failed, the reason, and a way to ask again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  const t = useAdminText(uiText);
  // The reason is the server's (or the client's) English: said in the admin's language when recognised.
  const answer = useServerAnswer();
  return (
    <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
      <span>{t('common.loadFailed', { what, reason: answer(error) })}</span>
      <Button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Notice>
  );
}
