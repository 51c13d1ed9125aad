import type { AdminRole } from '@dds/shared/schemas/account';
import type { UsersTextId } from './users-text';

/** Each role's name and what it may do, by their ids in ./users-text.ts (the admin's language). */
export const ROLE_LABELS: Record<AdminRole, { label: UsersTextId; description: UsersTextId }> = {
  owner: { label: 'role.owner', description: 'role.ownerWhat' },
  staff: { label: 'role.staff', description: 'role.staffWhat' },
};
