export * from './toast';
export * from './toast-store';
