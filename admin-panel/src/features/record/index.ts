// What other admin features may use of the record view.
export { recordLinkState, type RecordLinkState } from './back-to-list';
