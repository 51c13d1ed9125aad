// What other admin features may use of the activity log (the record view words its history with it).
export { describeActivity, isKnownAction, type ActivityWords, type UnknownCode } from './activity-wording';
export { useActivityWords } from './activity-words';
export { ActionCode } from './action-code';
