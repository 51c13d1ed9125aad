// What other admin features may use of the settings (the dashboard's setup card reads them).
export * from './settings-api';
