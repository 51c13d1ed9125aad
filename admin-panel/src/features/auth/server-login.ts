import { ADMIN_LOGIN_PAGE_ID } from '@dds/shared/routes';

type FieldName = 'email' | 'password';

/** What the visitor did on the server's login screen before the panel took it over. */
export interface ServerLoginState {
  email: string;
  password: string;
  /** The field that had the focus, so typing goes on where it was. */
  focused: FieldName | null;
  /** Where the caret was in that field (null where the field cannot say, e.g. type=email). */
  selection: { start: number; end: number } | null;
  /** A refusal the server showed (a plain post that failed). */
  message: string | null;
}

const screen = () => (typeof document === 'undefined' ? null : document.getElementById(ADMIN_LOGIN_PAGE_ID));

/**
 * True while the page still holds the login screen the server sent for an /admin page: the server
 * found no session, so the panel need not ask again before showing its own login (no "Loading"
 * flash between the two identical screens).
 */
export const serverSentLogin = (): boolean => screen() !== null;

/**
 * The server's screen said the site has no admin yet (it sent "Create the owner account"). Read when
 * this module is first evaluated, while that screen is surely on the page, and given once: a login
 * screen shown later (after a logout) asks the server instead.
 */
let setupAtFirstPaint = screen()?.dataset.setupNeeded === 'true';
export function takeServerSetupNeeded(): boolean {
  const said = setupAtFirstPaint;
  setupAtFirstPaint = false;
  return said;
}

/**
 * The server's screen being watched: its fields are kept by reference, so their values can still be
 * read after React has taken them off the page (a detached input keeps its value), and the focused
 * field is tracked as focus moves, because once the screen is gone `document.activeElement` is the body.
 */
interface Watched {
  root: HTMLElement;
  field: (name: FieldName) => HTMLInputElement | null;
  focused: FieldName | null;
}
let watched: Watched | null = null;
const followers = new Set<(typed: ServerLoginState) => void>();

function fieldNameOf(w: Watched, element: EventTarget | Element | null): FieldName | null {
  if (element && element === w.field('email')) return 'email';
  if (element && element === w.field('password')) return 'password';
  return null;
}

function selectionOf(input: HTMLInputElement | null): ServerLoginState['selection'] {
  try {
    return input && input.selectionStart !== null && input.selectionEnd !== null
      ? { start: input.selectionStart, end: input.selectionEnd }
      : null;
  } catch {
    return null; // older engines throw for fields without a selection (type=email)
  }
}

function read(w: Watched): ServerLoginState {
  // While the screen is on the page the document knows; after, the last focus seen on it.
  const focused = w.root.isConnected ? fieldNameOf(w, document.activeElement) : w.focused;
  return {
    email: w.field('email')?.value ?? '',
    password: w.field('password')?.value ?? '',
    focused,
    selection: focused ? selectionOf(w.field(focused)) : null,
    message: w.root.querySelector('[role="alert"]')?.textContent ?? null,
  };
}

/**
 * Starts watching the server's login screen (once): from this module's first evaluation, before the
 * panel renders anything, so no keystroke or change of field between the first render and React's
 * commit goes unseen.
 */
function watch(): Watched | null {
  if (watched?.root.isConnected) return watched;
  const root = screen();
  if (!root) return watched;
  const fields = new Map<FieldName, HTMLInputElement | null>();
  const w: Watched = {
    root,
    field: (name) => {
      if (!fields.has(name)) fields.set(name, root.querySelector<HTMLInputElement>(`input[name="${name}"]`));
      return fields.get(name) ?? null;
    },
    focused: null,
  };
  w.focused = fieldNameOf(w, document.activeElement);
  watched = w;
  // focusin, not focusout: Chromium fires blur on an element React removes, which would forget the
  // field just as the panel needs it; a click on the page's background changes nothing (harmless).
  document.addEventListener('focusin', (event) => {
    if (root.isConnected) w.focused = fieldNameOf(w, event.target);
  });
  root.addEventListener('input', () => {
    const typed = read(w);
    followers.forEach((follow) => follow(typed));
  });
  return w;
}
if (typeof document !== 'undefined') watch();

/**
 * Reads the server's login screen while it is still on the page (the panel's first render, just
 * before React replaces it), so nothing typed is lost; null when the page holds none (a later login,
 * after logging out).
 */
export function readServerLogin(): ServerLoginState | null {
  if (!screen()) return null;
  const w = watch();
  return w ? read(w) : null;
}

/**
 * The server's screen as it is now, taken over: call it in the commit that replaces it (a layout
 * effect), where no event can come between the screen leaving and the panel's form arriving
 * (docs/decisions/016-input-before-the-app.md). Null if there was none.
 */
export function takeServerLogin(): ServerLoginState | null {
  if (!watched) return null;
  const taken = read(watched);
  // Gone from the page: nothing more can be typed on it, and its password is not kept in memory.
  if (!watched.root.isConnected) watched = null;
  return taken;
}

/**
 * Calls `onTyped` on each later change to the server's screen while it stays on the page (it does
 * where the panel is mounted beside it rather than over it); returns the unsubscribe.
 */
export function followServerLogin(onTyped: (typed: ServerLoginState) => void): () => void {
  followers.add(onTyped);
  return () => followers.delete(onTyped);
}
