import { useState } from 'react';
import { toast } from '@dds/shared/toast';

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
      toast.error(`Not saved: ${(error as Error).message}`);
      void reload();
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
