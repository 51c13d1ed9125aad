// What other admin features may use of the record view: India-time helpers (the dashboard's "today" links).
export { formatIstWhen, istToday } from './ist-time';
export { recordLinkState, type RecordLinkState } from './back-to-list';
