// Every importer gets the build-time global declared there (each package defines its own value).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./globals.d.ts" />
export * from './api';
export * from './constants';
export * from './messages';
export * from './routes';
export * from './schemas';
export * from './toast';
