export * from './common';
export * from './inquiry';
export * from './admission';
export * from './donation';
export * from './certificate';
export * from './admin';
