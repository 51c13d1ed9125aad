import { z } from 'zod';
import { storedPhone } from './phone';
import { trimInvisible } from './text-hygiene';

/**
 * docs/contract.md §3 sets no format for the inquiry phone; hygiene still does: digits and the usual
 * separators only, with at least one digit (no letters, no hidden characters).
 */
export const INQUIRY_PHONE_PATTERN = /^[\d +()-]*\d[\d +()-]*$/;

/**
 * The inquiry's phone, browser and server alike (docs/decisions/018-phones-and-leads.md): required,
 * no format rule beyond hygiene (docs/contract.md §3, a refused lead is a lost lead), stored as its ten digits
 * when it is an Indian number and as typed otherwise (the office sees those flagged).
 */
export const inquiryPhoneField = z
  .string({ error: 'Phone is required' })
  .overwrite(trimInvisible)
  .min(1, 'Phone is required')
  .regex(INQUIRY_PHONE_PATTERN, 'Phone may contain only digits, spaces, +, -, ( and )')
  .max(20, 'Phone must be at most 20 characters')
  .overwrite(storedPhone);

/**
 * The admission's phone: docs/contract.md §3/§6 "exactly 10 digits" (any ten), which the form's browser rule
 * asks for; the server also takes the same ten digits with +91 or 0 in front, and stores the ten.
 */
export const admissionPhoneField = z
  .string({ error: 'Phone is required' })
  .overwrite(trimInvisible)
  .overwrite(storedPhone)
  .regex(/^\d{10}$/, 'Phone must be exactly 10 digits');
