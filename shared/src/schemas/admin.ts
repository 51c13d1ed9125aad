import { z } from 'zod';
import { loginEmailField } from './common';

export const loginSchema = z.object({
  email: loginEmailField,
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Password policy for creating or resetting an admin (ASVS: 8..128 characters). */
export const adminPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Who is logged in. `role` (owner or staff, see schemas/account.ts) is absent from servers before issue 11. */
export const adminSchema = z.object({ email: z.string(), role: z.enum(['owner', 'staff']).optional() });
export type Admin = z.infer<typeof adminSchema>;

/** SPEC.md §3: dashboard counts. */
export const countsSchema = z.object({ inquiry: z.number(), admission: z.number(), donation: z.number() });
export type Counts = z.infer<typeof countsSchema>;

/** Query of the admin lists. Without `page` the server answers the spec's plain array. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.string().max(20).optional(),
  course: z.string().max(100).optional(),
  mode: z.string().max(20).optional(),
  verified: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
