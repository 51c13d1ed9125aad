import { hiAdminLoginText } from '@dds/shared/i18n/admin-login-text';

/**
 * The login screen's Hindi (decision 026 §8), written once beside its English in
 * @dds/shared/i18n/admin-login-text (the server's login page says the same words). Spread into
 * ./hi.ts for the catalogue test; the login screen adds it itself (features/auth/login-screen.tsx),
 * since it shows before anyone has signed in and the panel's Hindi chunk has loaded.
 */
export const hiLogin = hiAdminLoginText;
