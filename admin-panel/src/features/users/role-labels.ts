import type { AdminRole } from '@dds/shared/schemas/account';

export const ROLE_LABELS: Record<AdminRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, including adding and removing users' },
  staff: { label: 'Staff', description: 'Everything except managing users' },
};
