import { useToastStore } from '@dds/shared/toast';

/**
 * A success toast with an Undo button (the change itself is done either way).
 */
export function toastWithUndo(text: string, undo: () => void) {
  useToastStore.getState().show('success', text, { label: 'Undo', onAction: undo });
}
