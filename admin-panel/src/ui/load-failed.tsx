import { useAdminText } from '../i18n/admin-text';
import { withElements } from '../i18n/with-elements';
import { Button, Notice } from './controls';
import { useServerAnswerElement } from './server-answer';
import { uiText } from './ui-text';

/** A screen's data did not come: what failed, the reason, and a way to ask again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  const t = useAdminText(uiText);
  // The reason is the server's (or the client's) English: said in the admin's language when
  // recognised, else shown as the server said it, marked English.
  const answer = useServerAnswerElement();
  return (
    <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
      <span>{withElements((values) => t('common.loadFailed', { what, ...values }), { reason: answer(error) })}</span>
      <Button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Notice>
  );
}
