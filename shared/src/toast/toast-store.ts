import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastKind = 'success' | 'error';
/** A button inside the toast, e.g. "Undo" after a change in the admin panel. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}
export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

/**
 * A toast with a button stays longer than the 3 s of docs/contract.md §6 (which are about plain messages): an
 * Undo the admin cannot reach in time is no undo (WCAG 2.2.1, enough time).
 */
export const TOAST_WITH_ACTION_MS = 10_000;

interface ToastState {
  toast: ToastMessage | null;
  show: (kind: ToastKind, text: string, action?: ToastAction) => void;
  dismiss: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time (a new one replaces the old); it clears itself after 3 s (docs/contract.md §6). */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (kind, text, action) => {
    if (timer) clearTimeout(timer);
    const id = nextId++;
    set({ toast: action ? { id, kind, text, action } : { id, kind, text } });
    timer = setTimeout(
      () => set((s) => (s.toast?.id === id ? { toast: null } : s)),
      action ? TOAST_WITH_ACTION_MS : TOAST_DURATION_MS,
    );
  },
  dismiss: () => {
    if (timer) clearTimeout(timer);
    set({ toast: null });
  },
}));

/** Shorthand for screens and non-React code. */
export const toast = {
  success: (text: string) => useToastStore.getState().show('success', text),
  error: (text: string) => useToastStore.getState().show('error', text),
};
