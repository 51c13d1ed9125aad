import type { FilterDef } from '../data-table';
import { useAssignees } from './use-assignees';

/**
 * The lists' filters for leads (decision 024): follow-ups due today or overdue (the dashboard's tile
 * opens this), and who follows a lead up.
 */
export function useLeadFilters(): FilterDef[] {
  const people = useAssignees();
  return [
    { key: 'followUp', label: 'Follow-up', options: [{ value: 'due', label: 'Due today or overdue' }] },
    {
      key: 'assignedTo',
      label: 'Assigned to',
      options: [
        { value: 'none', label: 'Nobody yet' },
        ...people.map((p) => ({ value: String(p.id), label: p.email })),
      ],
    },
  ];
}
