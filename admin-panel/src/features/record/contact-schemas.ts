import { admissionContactFields } from '@dds/shared/schemas/admission';
import { donationInputSchema } from '@dds/shared/schemas/donation';
import { inquiryContactFields } from '@dds/shared/schemas/inquiry';
import type { ResourceName } from '@dds/shared/resources';

/**
 * The field schemas the public forms submit with, so a corrected phone or email is held to the same
 * rule as at submission (the server checks again with the same schemas).
 */
/** What this file needs of a zod schema (zod itself is the shared package's dependency, not the panel's). */
interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Array<{ message: string }> } };
}

/** Only the lists with `editableContactFields` (a guard test checks each has its schemas here). */
export const CONTACT_SCHEMAS: Partial<Record<ResourceName, Record<string, FieldSchema>>> = {
  inquiries: inquiryContactFields,
  admissions: admissionContactFields,
  donations: { name: donationInputSchema.shape.name, email: donationInputSchema.shape.email },
};

/** The first problem with `value` as the submission form would word it, or null when it is fine. */
export function contactFieldError(resource: ResourceName, key: string, value: string): string | null {
  const schema = CONTACT_SCHEMAS[resource]?.[key];
  if (!schema) return null;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not accepted');
}

/** The value the server will store (trimmed and cleaned the same way as at submission). */
export function contactFieldValue(resource: ResourceName, key: string, value: string): string {
  const schema = CONTACT_SCHEMAS[resource]?.[key];
  const result = schema?.safeParse(value);
  return result?.success && typeof result.data === 'string' ? result.data : value;
}
