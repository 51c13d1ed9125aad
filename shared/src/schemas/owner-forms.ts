import { z } from 'zod';
import { adminPasswordSchema } from './admin';
import { emailField, loginEmailField } from './common';
import { RESET_LINK_INVALID, RESET_TOKEN_PATTERN, normalizeSetupCode } from './owner';

// The forms of ./owner, checked by the same rules in the browser and on the server. A module of its
// own so the login screen does not bring zod with it: the panel imports it when a form is sent.

export const setupOwnerSchema = z.object({
  code: z
    .string({ error: 'Enter the setup code' })
    .max(64, 'The setup code is 12 letters and digits')
    .transform(normalizeSetupCode)
    .pipe(z.string().min(1, 'Enter the setup code')),
  email: emailField,
  password: adminPasswordSchema,
});

export const forgotPasswordSchema = z.object({ email: loginEmailField });

export const resetPasswordSchema = z.object({
  token: z.string().regex(RESET_TOKEN_PATTERN, RESET_LINK_INVALID),
  password: adminPasswordSchema,
});
