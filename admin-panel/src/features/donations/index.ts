// What other admin features may use of the donations feature (the record view's payment section).
export { DonationDetailsEditor } from './donation-details-editor';
export { VerifiedToggle } from './verified-toggle';
