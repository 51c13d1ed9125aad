import { create } from 'zustand';
import { fetchCurrentAdmin, login, logout, onUnauthorized } from '@dds/shared/api';
import type { LoginInput } from '@dds/shared/schemas';

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
  /** Bumped on every successful login, so screens can reload what failed while logged out. */
  generation: number;
  checkSession: () => Promise<void>;
  signIn: (input: LoginInput) => Promise<void>;
  signOut: () => Promise<void>;
  expire: () => void;
}

export const useSession = create<SessionState>((set, get) => ({
  status: 'checking',
  email: null,
  generation: 0,
  checkSession: async () => {
    set({ status: 'checking' });
    try {
      const admin = await fetchCurrentAdmin();
      set({ status: 'authenticated', email: admin.email });
    } catch (error) {
      const status = (error as { status?: number }).status;
      set({ status: status === 401 ? 'anonymous' : 'unreachable', email: null });
    }
  },
  // Errors propagate: the login form turns them into the right message.
  signIn: async (input) => {
    const admin = await login(input);
    set((s) => ({ status: 'authenticated', email: admin.email, generation: s.generation + 1 }));
  },
  signOut: async () => {
    try {
      await logout();
    } catch (error) {
      // Already logged out on the server (or it is unreachable): the local session ends anyway.
      console.warn('Logout call failed', error);
    }
    set({ status: 'anonymous', email: null });
  },
  expire: () => {
    if (get().status === 'authenticated') set({ status: 'expired' });
  },
}));

let unsubscribe: (() => void) | null = null;
/** Any admin call answering 401 while we think we are logged in means the session ended. */
export function listenForExpiry(): void {
  unsubscribe ??= onUnauthorized(() => useSession.getState().expire());
}

/** Tests start every case from a clean session. */
export function resetSessionForTests(status: SessionStatus = 'checking', email: string | null = null): void {
  useSession.setState({ status, email, generation: 0 });
}
