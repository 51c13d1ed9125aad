import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import type { ReleasePart } from '@dds/shared/releases';
import type { MessageValues } from '@dds/shared/i18n/message-format';
import { toast, useToastStore } from '@dds/shared/toast';
import { adminText } from '../../i18n/admin-text';
import { readServerAnswer } from '../../i18n/server-answers';
import { withParts } from '../../i18n/with-elements';
import { usePanelLanguage } from '../../i18n/panel-language';
import { failureText } from '../auth';
import { backToLiveInThisBrowser, tryReleaseInThisBrowser } from './releases-api';
import { releasesText, type ReleasesTextId } from './releases-text';

export const reloadPage = () => window.location.reload();

/**
 * "Try in this browser" and "Back to live". The server only sets a cookie: the page already open
 * keeps running what it loaded, so after either the admin is told to reload (and offered the button).
 */
export function useTryActions(afterChange: () => void) {
  const [busy, setBusy] = useState(false);
  const [needsReload, setNeedsReload] = useState(false);

  // Read when the answer comes (a toast after the call), as the other hooks' toasts do (decision 026 §8).
  const say = (id: ReleasesTextId, values?: MessageValues) =>
    adminText(usePanelLanguage.getState().language, releasesText, id, values);

  async function run(change: () => Promise<void>, done: () => string) {
    setBusy(true);
    try {
      await change();
      setNeedsReload(true);
      useToastStore.getState().show('success', done(), { label: say('try.reloadNow'), onAction: reloadPage });
      afterChange();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      // The server's reason, or its English marked so when this panel has no words for it (decision 005).
      const reason = readServerAnswer(usePanelLanguage.getState().language, failureText(failure));
      toast.error(withParts((values) => say('try.notChanged', values), { reason }));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    needsReload,
    tryRelease: (part: ReleasePart, version: string) =>
      run(
        () => tryReleaseInThisBrowser(part, version),
        () => say('try.chosen', { part: say(`part.${part}`) }),
      ),
    backToLive: () => run(backToLiveInThisBrowser, () => say('try.backToLive')),
  };
}
