import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastKind = 'success' | 'error';
export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toast: ToastMessage | null;
  show: (kind: ToastKind, text: string) => void;
  dismiss: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time (a new one replaces the old); it clears itself after 3 s (SPEC.md §9). */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (kind, text) => {
    if (timer) clearTimeout(timer);
    const id = nextId++;
    set({ toast: { id, kind, text } });
    timer = setTimeout(() => set((s) => (s.toast?.id === id ? { toast: null } : s)), TOAST_DURATION_MS);
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
