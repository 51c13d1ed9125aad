/**
 * The login screen's words (decision 026 §8): the login, "Forgot password?" and the reset link's
 * page. Kept in @dds/shared/i18n/admin-login-text with their Hindi, because the server's login page
 * (painted before the panel runs) says the same words. The first-run form stays English: no admin
 * has used the panel in that browser yet, so none can have chosen Hindi there.
 */
export { adminLoginText as loginText } from '@dds/shared/i18n/admin-login-text';
