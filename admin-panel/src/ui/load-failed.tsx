import type { MessageValues } from '@dds/shared/i18n/message-format';
import { useAdminText } from '../i18n/admin-text';
import { Button, Notice } from './controls';
import { withElements } from '../i18n/with-elements';
import { useServerAnswerElement } from './server-answer';
import { uiText } from './ui-text';

/**
 * What did not come: `what`, said in the panel's common sentence ("Could not load the {what}.
 * {reason}"), or the screen's own sentence with `{reason}` (`say`), which in Hindi can agree with
 * its noun where the common one cannot (docs/decisions/002-shared-stateful-contract.md).
 */
type Said = { what: string; say?: never } | { say: (values: MessageValues) => string; what?: never };

/** A screen's data did not come: what failed, the reason, and a way to ask again. */
export function LoadFailed({ error, onRetry, ...said }: Said & { error: string; onRetry: () => void }) {
  const t = useAdminText(uiText);
  // The reason is the server's (or the client's) English: said in the admin's language when
  // recognised, else shown as the server said it, marked English.
  const answer = useServerAnswerElement();
  const sentence = said.say ?? ((values: MessageValues) => t('common.loadFailed', { what: said.what, ...values }));
  return (
    <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
      <span>{withElements(sentence, { reason: answer(error) })}</span>
      <Button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Notice>
  );
}
