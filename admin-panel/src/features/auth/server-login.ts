import { ADMIN_LOGIN_PAGE_ID } from '@dds/shared/routes';

/** What the visitor did on the server's login screen before the panel took it over. */
export interface ServerLoginState {
  email: string;
  password: string;
  /** The field that had the focus, so typing goes on where it was. */
  focused: 'email' | 'password' | null;
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

/** The server's screen as last read, and who wants to hear of typing on it. */
let latest: ServerLoginState | null = null;
const followers = new Set<(typed: ServerLoginState) => void>();
const watched = new WeakSet<HTMLElement>();

function read(root: HTMLElement): ServerLoginState {
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = document.activeElement;
  const focused = active === field('email') ? 'email' : active === field('password') ? 'password' : null;
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    focused,
    message: root.querySelector('[role="alert"]')?.textContent ?? null,
  };
}

/**
 * Reads the server's login screen while it is still on the page (the panel's first render, just
 * before React replaces it), so nothing typed is lost; null once it is gone. From then on, typing on
 * it is followed (followServerLogin): on a slow phone React may take a while between that render and
 * replacing the screen, and a letter typed meanwhile must not vanish.
 */
export function readServerLogin(): ServerLoginState | null {
  const root = screen();
  if (!root) return null;
  if (!watched.has(root)) {
    watched.add(root);
    root.addEventListener('input', () => {
      latest = read(root);
      followers.forEach((follow) => follow(latest!));
    });
  }
  latest = read(root);
  return latest;
}

/** Calls `onTyped` with the server screen's values now and on each later change; returns the unsubscribe. */
export function followServerLogin(onTyped: (typed: ServerLoginState) => void): () => void {
  if (latest) onTyped(latest);
  followers.add(onTyped);
  return () => followers.delete(onTyped);
}
