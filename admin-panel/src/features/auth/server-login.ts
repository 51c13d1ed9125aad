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

/**
 * Reads the server's login screen while it is still on the page (the panel's first render, just
 * before React replaces it), so nothing typed is lost; null once it is gone.
 */
export function readServerLogin(): ServerLoginState | null {
  const root = screen();
  if (!root) return null;
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
