import { z } from 'zod';

// In the browser the Content-Security-Policy forbids eval: without this, zod probes `new Function`
// on first use and Chrome reports a CSP violation. The server keeps zod's faster compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });

/** A required text field: trimmed, non-empty, bounded so nobody can post a novel. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid e-mail address'));

/** Hidden field real people never fill; bots do. Any value marks the request as spam. */
export const honeypotField = z.string().max(500).optional();

export const isoTimestamp = z.string();
