// What other admin features may use of the settings (the dashboard's setup card reads them).
export * from './settings-api';
// The Settings screen's labels, which Activity uses to name a changed setting (decision 026 §8).
export { settingsText } from './settings-text';
