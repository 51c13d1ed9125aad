import { useAdminText } from '../../i18n/admin-text';
import { ModalDialog, dialogText } from '../../ui/dialog';
import { LoginForm } from './login-form';

/**
 * Shown over the current page when a call answers 401 mid-work. The page underneath stays
 * mounted (its filters, drafts and scroll position survive) and is inert until login. Escape does
 * not close it: the page behind it cannot work until the admin logs in again.
 */
export function SessionExpiredDialog() {
  // Its heading and text in the panel's language (docs/decisions/026-hindi.md §8); the login form
  // inside is the login screen's, which stays English.
  const t = useAdminText(dialogText);
  return (
    <ModalDialog title={t('sessionEnded.title')} description={t('sessionEnded.description')} maxWidth={380}>
      <LoginForm />
    </ModalDialog>
  );
}
