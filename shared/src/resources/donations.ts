import { donationInputSchema, type Donation } from '../schemas/donation';
import { SITE_LANGUAGE_OPTIONS } from '../schemas/submission-language';
import { storedFields } from '../schemas/submitted-fields';
import { defineResource } from './resource-definition';

/** A donation has no status workflow: the admin fills in amount and UPI reference and verifies it. */
export const donationsResource = defineResource<Donation>({
  name: 'donations',
  singular: 'Donation',
  plural: 'Donations',
  submittedFields: storedFields(donationInputSchema.shape),
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'screenshot', label: 'Screenshot', kind: 'file' },
    { key: 'amount', label: 'Amount', kind: 'money' },
    { key: 'upiReference', label: 'UPI reference', kind: 'upiRef' },
    { key: 'message', label: 'Message', kind: 'longtext' },
    // Decision 026: the site's language the visitor wrote in; the office answers in it.
    { key: 'language', label: 'Language', kind: 'text', options: SITE_LANGUAGE_OPTIONS },
    { key: 'createdAt', label: 'Received', kind: 'datetime' },
    { key: 'verified', label: 'Verified', kind: 'boolean' },
    { key: 'receiptNo', label: 'Receipt number', kind: 'text', identifier: true },
  ],
  listColumns: ['name', 'amount', 'upiReference', 'createdAt', 'verified', 'language'],
  titleField: 'name',
  searchFields: ['name', 'email', 'upiReference'],
  filters: ['verified', 'duplicate', 'language', 'date'],
  sortKeys: ['createdAt', 'name'],
  csvColumns: [
    { key: 'createdAt', label: 'Received (IST)' },
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'amount', label: 'Amount (INR)' },
    { key: 'message', label: 'Message' },
    { key: 'upiReference', label: 'UPI reference' },
    { key: 'verified', label: 'Verified' },
    { key: 'id', label: 'Record ID' },
    // Decision 026, at the end like every column added after the office's spreadsheets existed.
    { key: 'language', label: 'Language' },
  ],
  // The donor's name and e-mail as typed on the form; amount, message, UPI reference and verified
  // are the admin's own details (PATCH as before).
  editableContactFields: ['name', 'email'],
  softDelete: true,
});
