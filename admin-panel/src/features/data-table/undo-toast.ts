import { useToastStore } from '@dds/shared/toast';

/**
 * A success toast with an Undo button. An older shell's toast store takes no button: the message
 * still shows, without Undo (the change itself is done either way).
 */
export function toastWithUndo(text: string, undo: () => void) {
  useToastStore.getState().show('success', text, { label: 'Undo', onAction: undo });
}
