import { useToastStore } from '@dds/shared/toast';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { bulkText } from './bulk-text';

/**
 * A success toast with an Undo button (the change itself is done either way), the button in the
 * panel's language at the moment it is shown (docs/decisions/026-hindi.md §8).
 */
export function toastWithUndo(text: string, undo: () => void) {
  const label = adminText(usePanelLanguage.getState().language, bulkText, 'undo.label');
  useToastStore.getState().show('success', text, { label, onAction: undo });
}
