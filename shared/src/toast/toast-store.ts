import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastKind = 'success' | 'error';
/** A button inside the toast, e.g. "Undo" after a change in the admin panel. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}
/**
 * A piece of a toast's words. `lang` marks a piece in another language than the page's — a
 * server's English inside a Hindi sentence — so a screen reader says it in that language
 * (docs/decisions/005-type-contract-at-release.md, "Codes a panel does not know").
 */
export interface ToastPart {
  text: string;
  lang?: string;
}
/**
 * What a toast says: a string, or its pieces in order (added in contract 1.1.0, docs/decisions/002).
 * Plain data, not React elements: the store stays serialisable and a toast's words stay one string.
 */
export type ToastText = string | readonly ToastPart[];
export interface ToastMessage {
  id: number;
  kind: ToastKind;
  /** The whole text, the pieces joined. */
  text: string;
  /** The pieces, when some of them carry a `lang`; absent for a plain string. */
  parts?: readonly ToastPart[];
  action?: ToastAction;
}

/**
 * A toast with a button stays longer than the 3 s of docs/contract.md §6 (which are about plain messages): an
 * Undo the admin cannot reach in time is no undo (WCAG 2.2.1, enough time).
 */
export const TOAST_WITH_ACTION_MS = 10_000;

interface ToastState {
  toast: ToastMessage | null;
  show: (kind: ToastKind, text: ToastText, action?: ToastAction) => void;
  dismiss: () => void;
}

let nextId = 1;

/** A plain string's message is what it was before 1.1.0: no `parts`. */
function words(text: ToastText): Pick<ToastMessage, 'text' | 'parts'> {
  if (typeof text === 'string') return { text };
  const joined = text.map((part) => part.text).join('');
  return text.some((part) => part.lang) ? { text: joined, parts: text.map((part) => ({ ...part })) } : { text: joined };
}
let timer: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time (a new one replaces the old); it clears itself after 3 s (docs/contract.md §6). */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (kind, text, action) => {
    if (timer) clearTimeout(timer);
    const id = nextId++;
    set({ toast: action ? { id, kind, ...words(text), action } : { id, kind, ...words(text) } });
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
  success: (text: ToastText) => useToastStore.getState().show('success', text),
  error: (text: ToastText) => useToastStore.getState().show('error', text),
};
