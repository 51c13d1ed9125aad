import { hiAdminLoginText } from '@dds/shared/i18n/admin-login-text-hi';

/**
 * The login screen's Hindi (decision 026 §8), written once beside its English in
 * @dds/shared/i18n/admin-login-text (the server's login page says the same words). Spread into
 * ./hi.ts for the catalogue test; ./hindi-login.ts adds it for the login screen, which shows before
 * anyone has signed in and the panel's Hindi chunk has loaded (./login-words.ts loads it).
 */
export const hiLogin = hiAdminLoginText;
