import { ModalDialog } from '../../ui/dialog';
import { LoginForm } from './login-form';

/**
 * Shown over the current page when a call answers 401 mid-work. The page underneath stays
 * mounted (its filters, drafts and scroll position survive) and is inert until login. Escape does
 * not close it: the page behind it cannot work until the admin logs in again.
 */
export function SessionExpiredDialog() {
  return (
    <ModalDialog
      title="Please log in again"
      description="Your session has ended (you were away for a while, or logged out elsewhere). Log in to continue — this page stays as it was."
      maxWidth={380}
    >
      <LoginForm />
    </ModalDialog>
  );
}
