import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { adminText } from '../i18n/admin-text';
import { usePanelLanguage } from '../i18n/panel-language';
import { readServerAnswer } from '../i18n/server-answers';
import { withParts } from '../i18n/with-elements';
import { orderingText } from './sortable/ordering-text';

/**
 * Runs one change the admin makes from a list (move, delete, a tick), saved at once: `busy` while it
 * is sent; a refusal is said in a toast and the stored list is read again (it may have changed in
 * another tab), so the screen never shows what was not saved.
 */
export function useListChange(reload: () => Promise<void>) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // In the language of the moment the refusal came, the server's reason too (decision 026 §8), or
      // its English marked so when this panel has no words for it (decision 005).
      const language = usePanelLanguage.getState().language;
      const reason = readServerAnswer(language, (error as Error).message);
      toast.error(withParts((values) => adminText(language, orderingText, 'listChange.notSaved', values), { reason }));
      void reload();
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
