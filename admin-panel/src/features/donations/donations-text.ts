/**
 * The donation's own controls in English (the Verified switch, the amount, message and UPI
 * reference editor, the Duplicate badge), the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-donations.ts). Names, amounts and references stay
 * as written. Each English sentence is the one the screen showed before.
 */
export const donationsText = {
  'verified.label': 'Donation from {name} verified',
  'verified.yes': 'Verified',
  'verified.no': 'Not verified',
  'donation.notSaved': 'Not saved: {reason}',
  'donation.notReloaded': 'Could not reload: {reason}',
  'details.edit': 'Edit',
  'details.editOf': 'Edit amount, message and UPI reference of donation from {name}',
  'details.formOf': 'Details of donation from {name}',
  'details.amount': 'Amount (₹)',
  'details.amountWrong': 'Amount must be a number of rupees, 0 or more.',
  'details.message': 'Message',
  'details.upi': 'UPI reference',
  'details.saved': 'Donation details saved',
  'details.savedNow':
    'Saved now: {amount}, UPI reference {reference}. Your values stay in the boxes: Save to use them.',
  'details.noAmount': 'no amount',
  'details.noReference': 'none',
  'details.saving': 'Saving…',
  'details.save': 'Save',
  'details.cancel': 'Cancel',
  'upi.duplicate': 'Duplicate',
  'upi.duplicateLabel': 'Duplicate: this UPI reference is also on another donation',
  'upi.duplicateTitle': 'This UPI reference is also on another donation',
} as const;
