export * from './client';
export * from './errors';
export * from './http';
export * from './paths';
