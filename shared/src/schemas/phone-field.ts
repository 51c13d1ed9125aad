import { z } from 'zod';
import { indianMobile, MOBILE_PHONE_MESSAGE, STORED_MOBILE } from './phone';
import { trimInvisible } from './text-hygiene';

/**
 * The phone of an inquiry or admission, in the browser and on the server alike: an Indian mobile
 * typed any usual way, stored as `+91 98765 43210` (docs/decisions/018-phones-and-leads.md).
 * A value that is not one is refused and left as typed, so the message can point at it.
 */
export const indianMobileField = z
  .string({ error: 'Phone is required' })
  .overwrite(trimInvisible)
  .min(1, 'Phone is required')
  .max(30, MOBILE_PHONE_MESSAGE)
  .overwrite((value) => indianMobile(value) ?? value)
  .regex(STORED_MOBILE, MOBILE_PHONE_MESSAGE);
