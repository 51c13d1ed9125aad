import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import type { ReleasePart } from '@dds/shared/releases';
import { toast, useToastStore } from '@dds/shared/toast';
import { failureText } from '../auth';
import { backToLiveInThisBrowser, tryReleaseInThisBrowser } from './releases-api';
import { PART_NAMES } from './part-names';

export const reloadPage = () => window.location.reload();

/**
 * "Try in this browser" and "Back to live". The server only sets a cookie: the page already open
 * keeps running what it loaded, so after either the admin is told to reload (and offered the button).
 */
export function useTryActions(afterChange: () => void) {
  const [busy, setBusy] = useState(false);
  const [needsReload, setNeedsReload] = useState(false);

  async function run(change: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await change();
      setNeedsReload(true);
      useToastStore.getState().show('success', done, { label: 'Reload now', onAction: reloadPage });
      afterChange();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      toast.error(`Not changed: ${failureText(failure)}`);
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
        `${PART_NAMES[part]} chosen for this browser. Reload to see it.`,
      ),
    backToLive: () => run(backToLiveInThisBrowser, 'Back to live in this browser. Reload to see it.'),
  };
}
