import { create } from 'zustand';
import { fetchCurrentAdmin, login, logout, onUnauthorized } from '@dds/shared/api';
import type { Admin, LoginInput } from '@dds/shared/schemas';
import type { AdminRole } from '@dds/shared/schemas/account';
import { showPanelIn } from '../../i18n/panel-language';
import { serverSentLogin } from './server-login';

/**
 * - checking: asking the server whether the cookie still holds a session (on first load)
 * - unreachable: the server did not answer, so we cannot tell; the guard offers a retry
 * - anonymous: no session; the guard shows the login in place of the asked-for page
 * - authenticated: the panel is usable
 * - expired: a call answered 401 mid-work; the page stays mounted under a login dialog
 */
export type SessionStatus = 'checking' | 'unreachable' | 'anonymous' | 'authenticated' | 'expired';

interface SessionState {
  status: SessionStatus;
  email: string | null;
  /** owner or staff; null while unknown (the panel then offers only what staff may do). */
  role: AdminRole | null;
  /** Bumped on every successful login, so screens can reload what failed while logged out. */
  generation: number;
  checkSession: () => Promise<void>;
  signIn: (input: LoginInput) => Promise<void>;
  /** Signed in by another route than the login (first-run setup): the server has set the session cookie. */
  signedIn: (admin: Admin) => void;
  signOut: () => Promise<void>;
  expire: () => void;
  /** Asks the server again who this is (after a change to one's own role), without a loading screen. */
  refreshAccount: () => Promise<void>;
}

const roleOf = (admin: Admin): AdminRole | null => admin.role ?? null;

export const useSession = create<SessionState>((set, get) => ({
  // The server answered this /admin page with its login screen: it found no session just now.
  status: serverSentLogin() ? 'anonymous' : 'checking',
  email: null,
  role: null,
  generation: 0,
  checkSession: async () => {
    set({ status: 'checking' });
    try {
      const admin = await fetchCurrentAdmin();
      await showPanelIn(admin.language); // the first screen already in the admin's language
      set({ status: 'authenticated', email: admin.email, role: roleOf(admin) });
    } catch (error) {
      const status = (error as { status?: number }).status;
      set({ status: status === 401 ? 'anonymous' : 'unreachable', email: null, role: null });
    }
  },
  // Errors propagate: the login form turns them into the right message.
  signIn: async (input) => {
    const admin = await login(input);
    await showPanelIn(admin.language);
    set((s) => ({ status: 'authenticated', email: admin.email, role: roleOf(admin), generation: s.generation + 1 }));
  },
  signedIn: (admin) => {
    void showPanelIn(admin.language); // a new owner reads English: nothing to load
    set((s) => ({ status: 'authenticated', email: admin.email, role: roleOf(admin), generation: s.generation + 1 }));
  },
  signOut: async () => {
    try {
      await logout();
    } catch (error) {
      // Already logged out on the server (or it is unreachable): the local session ends anyway.
      console.warn('Logout call failed', error);
    }
    set({ status: 'anonymous', email: null, role: null });
  },
  expire: () => {
    if (get().status === 'authenticated') set({ status: 'expired' });
  },
  refreshAccount: async () => {
    try {
      const admin = await fetchCurrentAdmin();
      await showPanelIn(admin.language);
      set({ email: admin.email, role: roleOf(admin) });
    } catch (error) {
      // A 401 brings the login back through the expiry listener; anything else leaves things as they are.
      if ((error as { status?: number }).status === 401) get().expire();
    }
  },
}));

let unsubscribe: (() => void) | null = null;
/** Any admin call answering 401 while we think we are logged in means the session ended. */
export function listenForExpiry(): void {
  unsubscribe ??= onUnauthorized(() => useSession.getState().expire());
}

/** Tests start every case from a clean session. */
export function resetSessionForTests(
  status: SessionStatus = 'checking',
  email: string | null = null,
  role: AdminRole | null = null,
): void {
  useSession.setState({ status, email, role, generation: 0 });
}
