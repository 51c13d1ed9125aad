// What other admin features may use of the session (the login screens stay private to this folder).
export * from './session-store';
export * from './retry-after-login';
export * from './use-server-data';
