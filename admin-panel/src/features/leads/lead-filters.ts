import { useAdminText } from '../../i18n/admin-text';
import { listText, type FilterDef } from '../data-table';
import { useAssignees } from './use-assignees';

/**
 * The lists' filters for leads (decision 024): follow-ups due today or overdue (the dashboard's tile
 * opens this), and who follows a lead up.
 */
export function useLeadFilters(): FilterDef[] {
  const people = useAssignees();
  const t = useAdminText(listText);
  return [
    { key: 'followUp', label: t('filter.followUp'), options: [{ value: 'due', label: t('filter.followUpDue') }] },
    {
      key: 'assignedTo',
      label: t('filter.assignedTo'),
      options: [
        { value: 'none', label: t('filter.nobodyYet') },
        ...people.map((p) => ({ value: String(p.id), label: p.email })),
      ],
    },
  ];
}
