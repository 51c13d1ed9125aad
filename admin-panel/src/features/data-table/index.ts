// The data table's public surface: what other admin features and pages may import (the lint rule in
// eslint.config.mjs keeps features out of each other's files).
export { ListView, type RowActions } from './list-view';
export type { Column } from './data-table';
export type { CustomCells } from './resource-columns';
export type { FilterDef } from './list-toolbar';
export { NotesControl } from './notes-control';
// The building blocks the activity log's own list reuses.
export { DataTable } from './data-table';
export { Pagination } from './pagination';
export * from './list-params';
// The lists' words (decision 026 §8), for filters other features add to a list.
export { listText } from './list-text';
// A definition in the admin's language, for screens drawn from one (the record view).
export { resourceIn, useResourceInLanguage } from './resource-text';
