import { z } from 'zod';
import {
  emailField,
  honeypotField,
  isoTimestamp,
  multilineText,
  optionalText,
  requiredText,
  softDeleteFields,
} from './common';
import { recordVersion } from './versioned';
import { storedLanguageField, submissionLanguageField } from './submission-language';

/** The text fields of the multipart donation form; the screenshot is checked by its bytes. */
export const donationInputSchema = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  language: submissionLanguageField,
  website: honeypotField,
});
/** What the form sends (language may be left out: English). */
export type DonationInput = z.input<typeof donationInputSchema>;

/** A donation as the admin lists it (docs/contract.md §3) plus the fields the admin fills in. */
export const donationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** A path or full URL; relative paths are prefixed with the server address (docs/contract.md §3). */
  screenshot: z.string(),
  amount: z.number().nullable(),
  message: z.string().nullable(),
  upiReference: z.string().nullable(),
  verified: z.boolean(),
  /** The site's language the donor wrote in ('en' for every row before decision 026). */
  language: storedLanguageField,
  createdAt: isoTimestamp,
  version: recordVersion,
  ...softDeleteFields,
  /** "DDS/2026-27/0001": given when the donation was first verified with an amount (its receipt e-mail); absent from older servers. */
  receiptNo: z.string().nullable().optional(),
  /** Another donation carries the same UPI reference (docs/admin-guide.md); absent from older servers. */
  duplicateUpiRef: z.boolean().optional(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donationUpdateSchema = z
  .object({
    amount: z.number().nonnegative('Amount cannot be negative').max(10_000_000).nullable().optional(),
    message: multilineText('Message', 2000).nullable().optional(),
    upiReference: optionalText('UPI reference', 100).nullable().optional(),
    verified: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type DonationUpdate = z.infer<typeof donationUpdateSchema>;

/** docs/contract.md §3: amount with a rupee sign, 'N/A' when missing. */
export function formatAmount(amount: number | null | undefined): string {
  return amount == null ? 'N/A' : `₹${amount.toLocaleString('en-IN')}`;
}
/** docs/contract.md §3: message, a dash when missing. */
export function formatDonationMessage(message: string | null | undefined): string {
  return message ? message : '-';
}
