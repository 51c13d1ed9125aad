// What other admin features may use of the activity log (the record view words its history with it).
export { describeActivity } from './activity-wording';
