import type { AdminRole } from '@dds/shared/schemas/account';

export const ROLE_LABELS: Record<AdminRole, { label: string; description: string }> = {
  owner: {
    label: 'Owner',
    description:
      'Everything: users, payment and contact details, exports, Empty Trash, deleting courses. Told by e-mail of every change to payment or contact details.',
  },
  staff: {
    label: 'Staff',
    description:
      'The daily work: submissions, certificates, courses, gallery, people, office hours. Sees but cannot change payment and contact details.',
  },
};
