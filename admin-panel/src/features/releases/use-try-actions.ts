import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import type { ReleasePart } from '@dds/shared/releases';
import { toast, useToastStore } from '@dds/shared/toast';
import { adminText } from '../../i18n/admin-text';
import { localServerAnswer } from '../../i18n/server-answers';
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
  const say = (id: ReleasesTextId, values?: Record<string, string>) =>
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
      toast.error(
        say('try.notChanged', {
          reason: localServerAnswer(usePanelLanguage.getState().language, failureText(failure)),
        }),
      );
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
